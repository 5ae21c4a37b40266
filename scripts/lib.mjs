// Helpers shared by the root scripts (start, test, e2e, bench). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const webDist = join(root, 'apps/web/dist/index.html');
export const serverDist = join(root, 'apps/server/dist');
/** the built server (scripts/build-server.mjs) */
export const serverEntry = join(serverDist, 'server.mjs');

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__' || entry.includes('.test.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * The secret the web signs the dictionary look-ups with: VITE_SIGNATURE_SECRET, else the server's
 * SIGNATURE_SECRET, so one variable serves both (README, "Signed requests").
 */
const webSignatureSecret = () => process.env.VITE_SIGNATURE_SECRET ?? process.env.SIGNATURE_SECRET ?? '';
/** which secret the last web build signs with, as a hash (kept outside dist, which is served) */
const webSignatureStamp = join(root, '.tmp', 'web-build-signature');
const signatureStampOf = (secret) => createHash('sha256').update(`bus-web-signature:${secret}`).digest('hex');

/** The web bundle is rebuilt when a source it is made from is newer than the build, or its signing secret changed. */
export function webBuildIsStale() {
  if (!existsSync(webDist)) return true;
  const stamp = existsSync(webSignatureStamp) ? readFileSync(webSignatureStamp, 'utf8') : signatureStampOf('');
  if (stamp !== signatureStampOf(webSignatureSecret())) return true;
  const built = statSync(webDist).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'packages/contracts/src',
    'packages/bpmn-designer/src',
  ];
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

export function buildWeb({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return 0;
  console.log('› building the web app (apps/web/dist)…');
  const secret = webSignatureSecret();
  const status = run('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { env: { ...process.env, VITE_SIGNATURE_SECRET: secret } });
  if (status === 0) {
    mkdirSync(dirname(webSignatureStamp), { recursive: true });
    writeFileSync(webSignatureStamp, signatureStampOf(secret));
  }
  return status;
}

/**
 * Builds the server into apps/server/dist where it is stale (scripts/build-server.mjs: the bundle,
 * and the database image new data directories start from). Returns the exit status.
 */
export function buildServer({ force = false } = {}) {
  return run(process.execPath, ['scripts/build-server.mjs', ...(force ? ['--force'] : [])]);
}

/**
 * Starts the built server as a child process. `logFile` sends its output to a file instead of this
 * terminal (never to an unread pipe: a full pipe would block the server's logger).
 */
export function startServer(env, { port, logFile } = {}) {
  if (buildServer() !== 0) throw new Error('the server build failed; see the output above');
  let stdio = 'inherit';
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    const fd = openSync(logFile, 'w');
    stdio = ['ignore', fd, fd];
  }
  // SERVER_NODE_ARGS: options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench's server
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio,
  });
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, from the same
 * sources as chromium): the browser the tests drive. Without the full browser's window and GPU
 * compositing it took about 15 % less time and CPU than `chromium --headless` over the same
 * end-to-end specs on a 2-core machine. Screenshot scripts and benches keep the full browser.
 */
export const CHROMIUM_HEADLESS = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium, its headless shell and the CJK fonts, installed with apt-get when missing (never a downloaded browser). */
export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CHROMIUM_HEADLESS) && existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return true;
  console.log('› installing Debian chromium, chromium-headless-shell and fonts-noto-cjk (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-noto-cjk'], { env }) !== 0
  ) {
    console.error('Could not install chromium with apt-get (needs root and the Debian mirror).');
    return false;
  }
  return true;
}

/**
 * The administrator's token on a server started with ADMIN_PASSWORD and AUTH_CAPTCHA=off, through
 * the real API (no test-only hook, so no NODE_ENV=test): the first sign-in must replace the
 * one-time password, which this does, to `finalPassword`. Later runs on the same data directory
 * sign in with `finalPassword`.
 */
export async function adminSession(base, initialPassword, finalPassword) {
  const call = async (path, body, token) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const login = (password) => call('/sys/login', { username: 'admin', password, captcha: '', checkKey: 'script' });
  let reply = await login(initialPassword);
  if (reply.status !== 200) reply = await login(finalPassword);
  if (reply.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(reply.body).slice(0, 200)}`);
  const { token, userInfo } = reply.body.result;
  if (userInfo.mustChangePassword) {
    const changed = await call(
      '/sys/user/updatePassword',
      { username: 'admin', oldpassword: initialPassword, password: finalPassword, confirmpassword: finalPassword },
      token,
    );
    if (changed.status !== 200) throw new Error(`password change failed: ${JSON.stringify(changed.body).slice(0, 200)}`);
  }
  return token;
}
