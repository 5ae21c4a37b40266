export type TestDatabaseInfo = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The admin password the test seed uses (the admin still has to change it). */
export const SEED_ADMIN_PASSWORD = 'Seed-admin-123';
