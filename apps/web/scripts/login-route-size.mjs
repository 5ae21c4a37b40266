// Gzipped JavaScript the browser loads for /user/login: the entry, the login layout and page,
// and everything they import statically (read from the Vite build manifest).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const roots = ['index.html', 'src/app/layout/login-layout.tsx', 'src/features/auth/login/pages/login-page.tsx'];
const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) visit(child);
};
roots.forEach(visit);
let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for /user/login (budget 350 KB)`);
process.exitCode = total > 350 * 1024 ? 1 : 0;
