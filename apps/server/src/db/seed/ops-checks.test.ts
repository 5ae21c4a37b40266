import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../client';
import * as t from '../schema';
import { insertTestLine } from '../../modules/ops/timetable/test-line';
import { shownStateOf } from '../../modules/ops/passenger-notice/passenger-notice.service';
import { checkStateFor, LINE_CHECKS, seedOpsChecks } from './ops-checks';

let database: DatabaseHandle;
const now = new Date('2026-11-26T02:00:00Z'); // Thursday 26 November in Wuhan

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const checks = () => database.db.select().from(t.opsLineCheck).where(eq(t.opsLineCheck.tenantId, 1));
const notices = () => database.db.select().from(t.opsPassengerNotice).where(eq(t.opsPassengerNotice.tenantId, 1));

describe('line-check and notice seed', () => {
  it('writes nothing while there are no lines', async () => {
    expect(await seedOpsChecks(database.db, now)).toEqual({ lineChecks: 0, notices: 0 });
    expect(await checks()).toHaveLength(0);
  });

  it('seeds sixty findings in every state on the lines’ own stops and twelve notices, idempotently', async () => {
    for (let line = 1; line <= 16; line += 1) {
      await insertTestLine(database.db, 1, {
        code: `S${line}`,
        number: `${line}路`,
        stops: ['甲站', '乙站', '丙站', '丁站', '戊站', '己站'].map((s) => `${line}路${s}`),
        minutesBetween: 3,
      });
    }
    expect(await seedOpsChecks(database.db, now)).toEqual({ lineChecks: LINE_CHECKS, notices: 12 });
    const rows = await checks();
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['open', 'assigned', 'fixed', 'closed']));
    expect(new Set(rows.map((r) => r.routeId)).size).toBe(16);
    const patterns = await database.db.select().from(t.opsRouteStop);
    for (const row of rows.filter((r) => r.stopId)) expect(patterns.some((p) => p.routeId === row.routeId && p.stopId === row.stopId)).toBe(true);
    for (const row of rows) {
      // a check is recorded after it was made: none later today (issue 22: one was dated this afternoon)
      expect(row.checkTime.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.createTime.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.findings).not.toContain('{stop}');
      expect(Boolean(row.assignee)).toBe(row.state !== 'open');
      expect(Boolean(row.resolution)).toBe(row.state === 'fixed' || row.state === 'closed');
      expect(Boolean(row.closeTime)).toBe(row.state === 'closed');
      if (row.closeTime) expect(row.closeTime.getTime()).toBeLessThanOrEqual(now.getTime());
    }

    const shown = (await notices()).map((n) => shownStateOf(n, now));
    expect(shown.filter((s) => s === 'published').length).toBeGreaterThanOrEqual(5);
    expect(shown.filter((s) => s === 'expired')).toHaveLength(1);
    expect(shown.filter((s) => s === 'withdrawn')).toHaveLength(1);
    expect(shown.filter((s) => s === 'draft')).toHaveLength(3);
    for (const notice of await notices()) {
      if (notice.validTo) expect(notice.validTo.getTime()).toBeGreaterThanOrEqual(notice.validFrom.getTime());
      expect(Boolean(notice.publishTime)).toBe(notice.state !== 'draft');
    }

    // a second run finds every row and adds nothing
    await seedOpsChecks(database.db, now);
    expect(await checks()).toHaveLength(60);
    expect(await notices()).toHaveLength(12);
  });

  it('closes most old findings and leaves most new ones open', () => {
    expect(checkStateFor(20, 0.1)).toBe('closed');
    expect(checkStateFor(1, 0.9)).toBe('open');
    expect(checkStateFor(7, 0.6)).toBe('assigned');
  });
});
