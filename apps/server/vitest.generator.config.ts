import { defineConfig } from 'vitest/config';

/**
 * The generator's test (test/generator/): a copy of the repository generates resources and runs the
 * typecheck, ESLint and the generated tests there. Mostly compiler time, so `npm test` runs it as a
 * suite of its own beside the server's API tests (after the designer's specs) instead of inside them.
 */
export default defineConfig({
  test: {
    include: ['test/generator/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 600_000,
    env: { NODE_ENV: 'test' },
  },
});
