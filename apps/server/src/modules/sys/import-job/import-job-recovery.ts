/**
 * At start, before any request: the running import jobs of a server process that is gone are
 * marked interrupted at once (the browser polling one learns it now, not after STALE_JOB_MS of
 * silence). On the embedded database only one process can open the data directory, so every job
 * still running is a dead process's. On PostgreSQL other servers may be running theirs: only the
 * jobs of this server's previous life (same host and port, server-process.ts) and jobs silent for
 * STALE_JOB_MS are taken as dead.
 */
import fp from 'fastify-plugin';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { isEmbeddedDatabase, type Database } from '../../../db/client';
import { sysImportJob } from './import-job.table';
import { interruptedMessage, silentJob } from './import-jobs';
import { noteProcess, SERVER_PROCESS_ID } from './server-process';

export async function interruptDeadJobs(db: Database, options: { previousProcess?: string; now: Date }) {
  const notMine = or(sql`${sysImportJob.processId} is null`, ne(sysImportJob.processId, SERVER_PROCESS_ID));
  const dead = isEmbeddedDatabase(db)
    ? notMine
    : and(notMine, or(silentJob(options.now), options.previousProcess ? eq(sysImportJob.processId, options.previousProcess) : undefined));
  return db
    .update(sysImportJob)
    .set({ status: 'failed', message: interruptedMessage, finishTime: options.now })
    .where(and(eq(sysImportJob.status, 'running'), dead))
    .returning({ id: sysImportJob.id, kind: sysImportJob.kind });
}

export default fp(
  async (fastify) => {
    const previousProcess = noteProcess(fastify.config.dataDir, fastify.config.port);
    const interrupted = await interruptDeadJobs(fastify.db, { previousProcess, now: fastify.now() });
    if (interrupted.length) fastify.log.warn({ jobs: interrupted }, `${interrupted.length} 个导入任务随上次运行的服务中断`);
  },
  { name: 'import-job-recovery', dependencies: ['db'] },
);
