import type { PositionRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/position/queryAll: every position of the tenant (the picker endpoint, open to designers). */
export async function queryAllPositions(): Promise<PositionRecord[]> {
  return unwrap(await getReply<PositionRecord[]>('/sys/position/queryAll'));
}
