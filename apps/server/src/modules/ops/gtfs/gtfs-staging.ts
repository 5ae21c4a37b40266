/**
 * Removing what a GTFS import staged (gtfs-staging.table.ts), in short statements with a pause
 * between them, so that other requests run meanwhile on the embedded database's one connection:
 * after a swap, the stop times of the trips it replaced and the staged rows; after a failure or an
 * interruption, also the stop times loaded for trips that never went live.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { importJobs } from '../../sys';
import { breathe } from '../../../db/batch-insert';

/** trips per statement (about 25 stop times each) */
const TRIPS_PER_STATEMENT = 200;
const POINTS_PER_STATEMENT = 5000;

/**
 * Deletes everything a job staged (never call it for a job still loading: its staging is live).
 * `stop` ends it between two statements (the server is shutting down): the next start finishes it.
 */
export async function cleanStaging(db: Database, jobId: string, stop: () => boolean = () => false) {
  /** runs a statement deleting one batch until it deletes nothing */
  const inBatches = async (statement: SQL) => {
    while (!stop()) {
      const { rows } = (await db.execute(statement)) as unknown as { rows: unknown[] };
      if (rows.length === 0) return;
      await breathe();
    }
  };
  await inBatches(
    sql`with batch as (select trip_id from ops_gtfs_retired_trip where job_id = ${jobId} limit ${TRIPS_PER_STATEMENT}),
      gone as (delete from ops_stop_time where trip_id in (select trip_id from batch))
      delete from ops_gtfs_retired_trip r using batch b where r.job_id = ${jobId} and r.trip_id = b.trip_id returning 1`,
  );
  // a staged trip that went live keeps its stop times; one that did not (a failed job's) loses them
  await inBatches(
    sql`with batch as (select id from ops_gtfs_stage_trip where job_id = ${jobId} limit ${TRIPS_PER_STATEMENT}),
      gone as (delete from ops_stop_time where trip_id in (select b.id from batch b where not exists (select 1 from ops_trip t where t.id = b.id)))
      delete from ops_gtfs_stage_trip s using batch b where s.job_id = ${jobId} and s.id = b.id returning 1`,
  );
  await inBatches(
    sql`with batch as (select shape_code, sequence from ops_gtfs_stage_shape_point where job_id = ${jobId} limit ${POINTS_PER_STATEMENT})
      delete from ops_gtfs_stage_shape_point p using batch b
      where p.job_id = ${jobId} and p.shape_code = b.shape_code and p.sequence = b.sequence returning 1`,
  );
}

/** the jobs with staged rows that no running import owns (failed, interrupted, or done with the cleaning unfinished) */
export async function abandonedStagingJobs(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`select job_id from (
      select distinct job_id from ops_gtfs_stage_trip
      union select distinct job_id from ops_gtfs_stage_shape_point
      union select distinct job_id from ops_gtfs_retired_trip) staged
    where not ${importJobs.isRunning(sql`staged.job_id`)}`)) as unknown as {
    rows: Array<{ job_id: string }>;
  };
  return rows.map((row) => row.job_id);
}
