// End-to-end tests: Debian's Chromium (installed here when missing; never a downloaded browser),
// a fresh build of the web app, then Playwright (e2e/playwright.config.ts starts the servers).
import { existsSync } from 'node:fs';
import { buildWeb, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM) || !existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) {
  console.log('› installing Debian chromium and fonts-noto-cjk (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env }) !== 0) {
    console.error('Could not install chromium with apt-get (needs root and the Debian mirror).');
    process.exit(1);
  }
}
if (buildWeb() !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
