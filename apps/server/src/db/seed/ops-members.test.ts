import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobile, OPS_CUSTOM_STATES } from '@bus/contracts';
import { createTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../client';
import * as t from '../schema';
import { seedOpsMembers } from './ops-members';

let database: DatabaseHandle;
const now = new Date('2026-03-02T01:00:00Z'); // Monday 2 March, 09:00 in Wuhan

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tenantRows = async (table: typeof t.opsMember | typeof t.opsCustomRequest | typeof t.opsCustomTicket) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.tenantId, 1)))[0].n;

describe('members and custom-bus seed', () => {
  it('writes members and requests but no tickets while there is no custom line', async () => {
    const outcome = await seedOpsMembers(database.db, now);
    expect(outcome).toEqual({ members: 2000, requests: 40, tickets: 0 });
    const requests = await database.db.select().from(t.opsCustomRequest);
    // nothing to open onto: the opened ones stay under evaluation
    expect(requests.filter((r) => r.state === 'opened')).toHaveLength(0);
  });

  it('seeds tickets on the custom lines and opens requests onto them, deterministically and idempotently', async () => {
    const [line] = await database.db
      .insert(t.opsRoute)
      .values({ tenantId: 1, code: 'JCDZ1', number: '定制1线', name: '光谷广场—汉口火车站', lineType: 'custom', status: 'operating' })
      .returning();
    await database.db.insert(t.opsRoute).values({ tenantId: 1, code: 'JC1', number: '1路', name: '火车站—江城大学', lineType: 'trunk', status: 'operating' });
    await database.db.delete(t.opsCustomRequest); // as on a first start with the network
    const started = performance.now();
    const outcome = await seedOpsMembers(database.db, now);
    console.info(`members seed: ${Math.round(performance.now() - started)} ms`, outcome);
    expect(outcome.members).toBe(2000);
    expect(outcome.tickets).toBeGreaterThan(1300);
    expect(outcome.tickets).toBeLessThan(1700);

    const members = await database.db.select().from(t.opsMember).where(eq(t.opsMember.tenantId, 1));
    expect(new Set(members.map((m) => m.phone)).size).toBe(2000);
    expect(members.every((m) => mobile(m.phone) === null)).toBe(true);
    for (const state of ['none', 'pending', 'verified', 'rejected']) expect(members.some((m) => m.realNameState === state)).toBe(true);
    for (const status of ['normal', 'frozen', 'cancelled']) expect(members.some((m) => m.status === status)).toBe(true);
    expect(members.every((m) => m.registerTime <= now && (!m.lastActiveTime || m.lastActiveTime <= now))).toBe(true);
    expect(members.filter((m) => m.realNameState === 'verified').every((m) => /^\d{6}\*{8}[\dX]{4}$/.test(m.idCardMasked ?? ''))).toBe(true);

    const requests = await database.db.select().from(t.opsCustomRequest);
    for (const state of OPS_CUSTOM_STATES) expect(requests.some((r) => r.state === state)).toBe(true);
    expect(requests.filter((r) => r.state === 'opened').every((r) => r.routeId === line.id)).toBe(true);
    expect(requests.filter((r) => r.state === 'rejected').every((r) => (r.reply ?? '').length > 0)).toBe(true);

    const tickets = await database.db.select().from(t.opsCustomTicket);
    expect(tickets.every((ticket) => ticket.routeId === line.id && ticket.purchaseTime <= now)).toBe(true);
    const dates = tickets.map((ticket) => ticket.travelDate).sort();
    expect([dates[0], dates[dates.length - 1]]).toEqual(['2026-02-16', '2026-03-15']);
    expect(tickets.filter((ticket) => ticket.travelDate >= '2026-03-02').every((ticket) => ticket.state !== 'used')).toBe(true);
    const memberIds = new Set(members.map((m) => m.id));
    expect(tickets.every((ticket) => ticket.memberId && memberIds.has(ticket.memberId))).toBe(true);
    expect(new Set(tickets.map((ticket) => ticket.orderNo)).size).toBe(tickets.length);

    const before = [await tenantRows(t.opsMember), await tenantRows(t.opsCustomRequest), await tenantRows(t.opsCustomTicket)];
    await seedOpsMembers(database.db, now);
    expect([await tenantRows(t.opsMember), await tenantRows(t.opsCustomRequest), await tenantRows(t.opsCustomTicket)]).toEqual(before);
    const used = await database.db
      .select({ n: count() })
      .from(t.opsCustomTicket)
      .where(and(eq(t.opsCustomTicket.tenantId, 1), eq(t.opsCustomTicket.state, 'used')));
    expect(used[0].n).toBeGreaterThan(500);
  });
});
