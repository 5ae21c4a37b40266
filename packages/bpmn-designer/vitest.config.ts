import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';

/**
 * Module specs run in Debian's headless Chromium (bpmn-js needs real SVG layout), the way
 * bpmn-js tests its own modules: each spec boots a modeler with only the module under test.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
