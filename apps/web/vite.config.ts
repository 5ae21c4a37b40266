import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    // both cores: about 80 s instead of 120 s for the suite on this machine's size
    maxWorkers: 2,
  },
});
