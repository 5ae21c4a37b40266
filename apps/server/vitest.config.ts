import { defineConfig } from 'vitest/config';

/** `*.postgres.test.ts` need a real PostgreSQL: they join the suite when DATABASE_URL is set (CI's second run). */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onPostgres ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
