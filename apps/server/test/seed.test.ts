import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { runSeed } from '../src/db/seed';
import { mobile, parseIdCard } from '@bus/contracts';
import { createTestDatabase } from './helper';
import type { DatabaseHandle } from '../src/db/client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tables = Object.values(schema).filter((value) => typeof value === 'object' && value && Symbol.for('drizzle:Name') in value);

async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table as never);
    const { rows } = await database.raw<{ fp: string | null; n: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fp, count(*)::text as n from ${name} t`,
    );
    out[name] = `${rows[0].n}:${rows[0].fp}`;
  }
  return out;
}

describe('seed', () => {
  it('is idempotent: a second run changes nothing and never resets the admin password', async () => {
    const before = await fingerprint();
    const outcome = await runSeed(database.db, { adminPassword: 'Another-pass-1', withoutDemoOperations: true });
    expect(outcome).toEqual({ adminCreated: false, generatedAdminPassword: undefined });
    expect(await fingerprint()).toEqual(before);
  });

  it('gives a page that was a placeholder its list code when a later version builds it (an existing database)', async () => {
    const page = (await database.db.select().from(schema.sysPermission).where(eq(schema.sysPermission.url, '/isps/paymentRecord')))[0];
    expect(page.perms).toBe('isps:paymentRecord:list');
    // as a database seeded before the page was built: no code, and an older seed
    await database.db.update(schema.sysPermission).set({ perms: null }).where(eq(schema.sysPermission.id, page.id));
    await database.db.update(schema.sysSeedState).set({ fingerprint: 'older' });
    await runSeed(database.db, { withoutDemoOperations: true });
    const [after] = await database.db.select().from(schema.sysPermission).where(eq(schema.sysPermission.id, page.id));
    expect(after.perms).toBe('isps:paymentRecord:list');
  });

  it('creates the admin with a forced password change in 信息中心 and tenant 1', async () => {
    const [admin] = await database.db.select().from(schema.sysUser).where(eq(schema.sysUser.username, 'admin'));
    expect(admin).toMatchObject({ mustChangePassword: true, orgCode: 'A01A05', status: 1 });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives demo users valid ID numbers matching their sex and birthday, and valid mobiles', async () => {
    const users = await database.db.select().from(schema.sysUser);
    const demo = users.filter((u) => u.username !== 'admin');
    expect(demo.length).toBeGreaterThanOrEqual(29);
    for (const user of demo) {
      const id = user.idCard!;
      const parsed = parseIdCard(id);
      expect(parsed, `${user.username} ${id}`).not.toBeNull();
      expect(parsed!.sex).toBe(String(user.sex));
      expect(parsed!.birthday).toBe(user.birthday);
      expect(user.phone).toBeTruthy();
      expect(mobile(user.phone)).toBeNull();
      expect(user.mustChangePassword).toBe(true);
      expect(/^[\u4e00-\u9fa5]{2,5}$/.test(user.realname)).toBe(true);
    }
  });

  it('has a department tree at least three levels deep', async () => {
    const departs = await database.db.select().from(schema.sysDepart);
    expect(Math.max(...departs.map((d) => d.orgCode.length / 3))).toBeGreaterThanOrEqual(3);
    expect(departs.some((d) => d.orgCategory === '5' && d.departName === '调度员')).toBe(true);
  });
});

/**
 * A new embedded database migrated and seeded from nothing (argon2 hashes for every demo user): about
 * 13 s on two idle cores, and more than twice that while the rest of the suite shares them. These
 * leave the demo bus operations out (the prepared image's test, db/image.embedded.test.ts, seeds them whole
 * and then runs the seed over them again).
 */
