/** A vehicle or a driver with duties from today on is not deleted: the refusal names the first five. */
import { and, eq, gte, inArray } from 'drizzle-orm';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { opsDuty } from './fleet.table';
import { serviceDateOf } from './service-day';

export async function refuseScheduled(
  { db, session, now }: RequestContext,
  of: {
    column: typeof opsDuty.vehicleId | typeof opsDuty.driverId;
    ids: string[];
    noun: string;
    nameOf(id: string): Promise<string | undefined> | string | undefined;
  },
): Promise<void> {
  const duties = await db
    .select({ id: of.column, serviceDate: opsDuty.serviceDate, blockCode: opsDuty.blockCode })
    .from(opsDuty)
    .where(and(eq(opsDuty.tenantId, session.tenantId), inArray(of.column, of.ids), gte(opsDuty.serviceDate, serviceDateOf(now))))
    .orderBy(opsDuty.serviceDate, opsDuty.blockCode)
    .limit(5);
  if (!duties.length) return;
  const list = duties.map((d) => `${d.serviceDate} ${d.blockCode}`).join('、');
  throw new AppError(422, `${of.noun} ${(await of.nameOf(duties[0].id!)) ?? ''} 还有排班（${list}），请先调整排班再删除`);
}
