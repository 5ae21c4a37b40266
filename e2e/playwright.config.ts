import { defineConfig } from '@playwright/test';

/**
 * Servers on fresh data directories, all with NODE_ENV=test (which adds the test-only hooks): one
 * with the captcha off per worker (each worker keeps its own server, so a test sees only the data of
 * the files run before it in that worker, as with one worker), and one with the captcha on for the
 * captcha sign-in test. Three workers on two cores: a worker's test waits on its browser, its server
 * and Playwright in turn, so two left the cores idle part of the time (npm test's summary says how
 * busy they were).
 */
const WORKERS = Number(process.env.E2E_WORKERS || 3);
// E2E_PORT_BASE moves the servers (base, +1, +2, …) so two checkouts can run the suite at once
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 18080);
const OFF_PORTS = Array.from({ length: WORKERS }, (_, slot) => (slot === 0 ? PORT_BASE : PORT_BASE + 1 + slot));
const ON_PORT = PORT_BASE + 1;
export const CAPTCHA_ON_URL = `http://127.0.0.1:${ON_PORT}`;
// the config is loaded again in every worker process, where Playwright sets TEST_PARALLEL_INDEX
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS;
export const CAPTCHA_OFF_URL = `http://127.0.0.1:${OFF_PORTS[workerSlot]}`;
export const ADMIN_PASSWORD = 'E2e-admin-Passw0rd';

const server = (port: number, captcha: 'on' | 'off') => ({
  // the built server (scripts/e2e.mjs builds it as `npm start` does)
  command: `rm -rf .tmp/e2e-data-${port} && node apps/server/dist/server.mjs`,
  cwd: '..',
  url: `http://127.0.0.1:${port}/api/basic/system/get`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: `.tmp/e2e-data-${port}`,
    AUTH_CAPTCHA: captcha,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: WORKERS,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/reports/e2e.json' }]],
  outputDir: '../.tmp/e2e-results',
  // screenshots saved on purpose (saveShot in support.ts), relative to this file; kept between runs
  metadata: { shotsDir: '../.tmp/shots' },
  use: {
    baseURL: CAPTCHA_OFF_URL,
    browserName: 'chromium',
    locale: 'zh-CN',
    // the app switches antd's animations off for users who ask the system for reduced motion:
    // a click never lands on a dialog that is still zooming in
    reducedMotion: 'reduce',
    // an action or a navigation that cannot happen fails on its own, saying what it waited for (an
    // element covered by another, not visible, not stable), instead of using up the test's minute
    // and leaving only "Test timeout exceeded"
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (scripts/lib.mjs CHROMIUM_HEADLESS), installed by the test script
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [...OFF_PORTS.map((port) => server(port, 'off')), server(ON_PORT, 'on')],
});
