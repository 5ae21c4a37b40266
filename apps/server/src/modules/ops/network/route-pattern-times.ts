/**
 * A line's stop patterns must run forwards: each stop's minutes from the first stop at least those
 * of the stop before it. The editor once carried the minutes with a stop moved up the list and the
 * line saved with times that went backwards; this refuses that with the stop's name.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { backwardsStopTime, type OpsRouteSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { opsStop } from './network.table';

const DIRECTION_NAMES = ['上行', '下行'];

export async function assertTimesRunForwards(db: Database, tenantId: number, input: OpsRouteSave) {
  for (const [d, direction] of (input.directions ?? []).entries()) {
    const stops = direction.stops ?? [];
    const found = backwardsStopTime(stops);
    if (!found) continue;
    const [stop, previous] = [stops[found.index], stops[found.previous]];
    const rows = await db
      .select({ id: opsStop.id, name: opsStop.name })
      .from(opsStop)
      .where(and(eq(opsStop.tenantId, tenantId), inArray(opsStop.id, [stop.stopId, previous.stopId])));
    const name = (id: string) => rows.find((row) => row.id === id)?.name ?? '';
    throw fieldError(
      `directions.${d}.stops.${found.index}.offsetMinutes`,
      `${DIRECTION_NAMES[direction.directionId]}第 ${found.index + 1} 站「${name(stop.stopId)}」的运行时间 ${stop.offsetMinutes} 分早于前一站「${name(previous.stopId)}」的 ${previous.offsetMinutes} 分：运行时间应沿线路逐站增加`,
    );
  }
}
