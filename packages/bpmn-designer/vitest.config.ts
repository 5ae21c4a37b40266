import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';

/**
 * Module specs run in Debian's headless Chromium (bpmn-js needs real SVG layout), the way
 * bpmn-js tests its own modules: each spec boots a modeler with only the module under test.
 */
export default defineConfig({
  // pre-bundled at start: found mid-run (lint-xml.spec), Vite reloads the page under a running spec
  optimizeDeps: { include: ['bpmn-moddle'] },
  test: {
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // one spec file at a time: files in parallel share the browser, and a click or a drag aimed at
    // one file's dialog was lost now and then (CI saw 35 such failures)
    fileParallelism: false,
    // the files share one page (src/test/setup.ts empties it after each): the modules load once, not per file
    isolate: false,
    testTimeout: 20_000,
    // expect.poll / expect.element wait up to 10 s (vitest's 1 s is too short for a React commit on a
    // loaded 2-core machine: CI saw panels whose edit had not landed yet)
    expect: { poll: { timeout: 10_000 } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
