// End-to-end tests: Debian's Chromium (installed here when missing; never a downloaded browser),
// the web app and the server built as `npm start` builds them (the servers start from the prepared
// database image in seconds instead of compiling, migrating and seeding), then Playwright
// (e2e/playwright.config.ts starts the servers).
import { buildServerDist } from './build-server.mjs';
import { buildWeb, ensureChromium, run } from './lib.mjs';

// the specs, the browser and the server all in the company's time zone, as its users are (the
// server sets it for itself; the specs compute expected times, the browser shows dates)
process.env.TZ ||= 'Asia/Shanghai';
if (!ensureChromium()) process.exit(1);
if (buildWeb() !== 0) process.exit(1);
if ((await buildServerDist()) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
