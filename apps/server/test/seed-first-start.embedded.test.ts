/**
 * A first start on an empty embedded database (npm start's): the seed's own decisions, the same on
 * any engine, so the PostgreSQL pass does not run them again (vitest.config.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import * as schema from '../src/db/schema';
import { seedFingerprint } from '../src/db/seed';
import { pgliteHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { verifyPassword } from '../src/lib/password';

const FRESH_DATABASE_MS = 120_000;

describe('first start without ADMIN_PASSWORD', () => {
  it(
    'generates a 16-character admin password once, and a second run keeps it',
    async () => {
      const fresh = pgliteHandle(new PGlite());
      try {
        const first = await prepareDatabase(fresh, { withoutDemoOperations: true });
        expect(first.adminCreated).toBe(true);
        expect(first.generatedAdminPassword).toMatch(/^[A-Za-z0-9]{16}$/);
        const second = await prepareDatabase(fresh, { withoutDemoOperations: true });
        expect(second).toEqual({ adminCreated: false, generatedAdminPassword: undefined });
        const [admin] = await fresh.db.select().from(schema.sysUser).where(eq(schema.sysUser.username, 'admin'));
        expect(await verifyPassword(admin.passwordHash, first.generatedAdminPassword!)).toBe(true);
      } finally {
        await fresh.close();
      }
    },
    FRESH_DATABASE_MS,
  );
});

describe('a start with the seed already written', () => {
  it(
    'leaves the data as the administrators left it, until a new version brings new seed data',
    async () => {
      const fresh = pgliteHandle(new PGlite());
      try {
        await prepareDatabase(fresh, { adminPassword: 'First-Passw0rd', withoutDemoOperations: true });
        const clerk = eq(schema.sysPosition.code, 'station_attendant');
        const [position] = await fresh.db.select().from(schema.sysPosition).where(clerk);
        expect(position).toBeDefined();
        // an administrator deletes a seeded position; the next start does not bring it back
        await fresh.db.delete(schema.sysPosition).where(clerk);
        expect(await prepareDatabase(fresh, { adminPassword: 'First-Passw0rd', withoutDemoOperations: true })).toEqual({ adminCreated: false });
        expect(await fresh.db.select().from(schema.sysPosition).where(clerk)).toEqual([]);
        // a version whose seed differs (here: another fingerprint recorded) adds what is missing again
        await fresh.db.update(schema.sysSeedState).set({ fingerprint: 'an older seed' });
        await prepareDatabase(fresh, { adminPassword: 'First-Passw0rd', withoutDemoOperations: true });
        expect(await fresh.db.select().from(schema.sysPosition).where(clerk)).toHaveLength(1);
        const [state] = await fresh.db.select().from(schema.sysSeedState);
        expect(state.fingerprint).toBe(seedFingerprint({ withoutDemoOperations: true }));
      } finally {
        await fresh.close();
      }
    },
    FRESH_DATABASE_MS,
  );
});
