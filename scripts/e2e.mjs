// End-to-end tests: Debian's Chromium (installed here when missing; never a downloaded browser),
// a fresh build of the web app, then Playwright (e2e/playwright.config.ts starts the servers).
import { buildWeb, ensureChromium, run } from './lib.mjs';

if (!ensureChromium()) process.exit(1);
if (buildWeb() !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
