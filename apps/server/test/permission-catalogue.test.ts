import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@bus/contracts';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './helper';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('permission catalogue and seed', () => {
  it('seeds exactly the catalogue: every menu and button code is in PERMS, every PERMS code is seeded once', async () => {
    const { rows } = await database.raw<{ perms: string }>(
      `select perms from sys_permission where perms is not null and perms <> '' and del_flag = 0 order by perms`,
    );
    const seeded = rows.map((r) => r.perms);
    expect(seeded.filter((code) => !PERMISSION_CODES.includes(code as never))).toEqual([]);
    expect(PERMISSION_CODES.filter((code) => !seeded.includes(code))).toEqual([]);
    expect(new Set(seeded).size).toBe(seeded.length);
  });
});
