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

  it('spreads registrations over the past years and activity over recent days, none at the seed’s own instant (issue 22)', async () => {
    // seeded in the small hours, as the prepared image may be: "today" has not had its day yet
    const night = new Date('2026-03-02T18:39:21Z'); // 02:39 on 3 March in Wuhan
    const fresh = await createTestDatabase();
    try {
      await seedOpsMembers(fresh.db, night);
      const members = await fresh.db.select().from(t.opsMember);
      const at = (d: Date | null) => d?.getTime();
      expect(members.filter((m) => at(m.registerTime) === night.getTime() || at(m.lastActiveTime) === night.getTime())).toEqual([]);
      expect(members.every((m) => m.registerTime < night && (!m.lastActiveTime || (m.lastActiveTime < night && m.lastActiveTime >= m.registerTime)))).toBe(
        true,
      );
      // registrations reach back two years and more, and some are of the last few days
      const daysAgo = (d: Date) => (night.getTime() - d.getTime()) / 86_400_000;
      expect(Math.max(...members.map((m) => daysAgo(m.registerTime)))).toBeGreaterThan(700);
      expect(members.filter((m) => daysAgo(m.registerTime) < 7).length).toBeGreaterThan(10);
      // no two members share a registration minute more than a few times
      const minutes = new Map<number, number>();
      for (const m of members) minutes.set(m.registerTime.getTime(), (minutes.get(m.registerTime.getTime()) ?? 0) + 1);
      expect(Math.max(...minutes.values())).toBeLessThanOrEqual(3);
      const active = members.filter((m) => m.lastActiveTime).map((m) => daysAgo(m.lastActiveTime!));
      expect(active.filter((d) => d < 1).length).toBeGreaterThan(20);
      expect(Math.max(...active)).toBeLessThanOrEqual(61);
      // seeded on the hour people use the app: 06:00 to 22:59 in Wuhan
      const hour = (d: Date) => (d.getUTCHours() + 8) % 24;
      expect(members.every((m) => hour(m.registerTime) >= 6 && hour(m.registerTime) <= 22)).toBe(true);
      // custom-bus requests too: submitted and answered before the seed ran, never at its instant
      const requests = await fresh.db.select().from(t.opsCustomRequest);
      expect(requests.every((r) => r.submitTime < night && (!r.updateTime || (r.updateTime < night && r.updateTime >= r.submitTime)))).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
