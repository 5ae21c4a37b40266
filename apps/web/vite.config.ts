import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { antdStaticStylePlugin } from './build/antd-static-style.ts';
import { precompressPlugin } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), antdStaticStylePlugin(), precompressPlugin()],
  resolve: {
    // the browser's own ResizeObserver instead of a polyfill every supported browser has no use for
    alias: { 'resize-observer-polyfill': fileURLToPath(new URL('./src/shims/resize-observer.ts', import.meta.url)) },
  },
  base: '/',
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true, ws: true },
    },
  },
  build: {
    // The login route must stay small: antd and React sit in shared chunks, the shell and
    // every page load lazily (DESIGN.md performance budgets).
    chunkSizeWarningLimit: 1500,
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    // both cores
    maxWorkers: 2,
    projects: [
      // logic and helpers in Node; a file that needs a DOM (storage, hooks) asks for jsdom in its first line
      { extends: true, test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' } },
      // antd component tests run in Debian's headless Chromium (as the designer's specs do): in jsdom a
      // file took about a minute (antd's styles and layout emulated), and a busy machine timed them out
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] } }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
