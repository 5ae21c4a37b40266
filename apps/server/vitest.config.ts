import { defineConfig } from 'vitest/config';

/** `*.postgres.test.ts` need a real PostgreSQL: they join the suite when DATABASE_URL is set (CI's second run). */
const onPostgres = Boolean(process.env.DATABASE_URL);
/**
 * `*.redis.test.ts` need a Redis server: they join the suite only when REDIS_URL is set
 * (`*.postgres.redis.test.ts` need both: two server processes share one PostgreSQL).
 */
const onRedis = Boolean(process.env.REDIS_URL);
/**
 * `*.embedded.test.ts` open the embedded database themselves whatever DATABASE_URL says (the image
 * `npm start` unpacks, a first start on an empty database): the PostgreSQL pass would only run them
 * again.
 */

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      // the generator's test is a suite of its own (vitest.generator.config.ts)
      'test/generator/**',
      ...(onPostgres ? ['**/*.embedded.test.ts'] : ['**/*.postgres.test.ts', '**/*.postgres.redis.test.ts']),
      ...(onRedis ? [] : ['**/*.redis.test.ts']),
    ],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // the files share a worker's module graph (no test mocks modules or globals): each builds its
    // own app on its own database copy, and the app's import is paid once per worker, not per file
    isolate: false,
    // vitest's default is one worker on two cores; the files are independent (own database copy)
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
