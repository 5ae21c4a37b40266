// `npm test`: every suite in turn (designer specs, contracts, web units, server API on the embedded database,
// end-to-end in Chromium), then one closing line with the totals. Exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, root, run } from './lib.mjs';

const reports = join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const suites = [
  // static checks first (they name the file; two at a time): types of every workspace and of the
  // end-to-end specs, ESLint
  // (eslint.config.mjs: recommended rules, React hooks, import boundaries) and Prettier's format
  // (.prettierrc.json; `npx prettier --write .` fixes it); each counts as one check
  {
    name: 'static',
    checks: [
      ['npx', ['tsc', '-p', 'packages/contracts']],
      ['npx', ['tsc', '-p', 'packages/bpmn-designer']],
      ['npx', ['tsc', '-p', 'apps/server']],
      ['npx', ['tsc', '-p', 'apps/web']],
      ['npx', ['tsc', '-p', 'e2e']],
      ['npx', ['eslint', '--max-warnings=0', '.']],
      ['npx', ['prettier', '--check', '--log-level=warn', '.']],
    ],
  },
  // designer module specs run in Debian's Chromium (vitest browser mode)
  { name: 'designer', workspace: 'packages/bpmn-designer', chromium: true },
  { name: 'contracts', workspace: 'packages/contracts' },
  // web: logic tests in jsdom, antd component tests in Chromium (vitest projects in apps/web/vite.config.ts)
  { name: 'web', workspace: 'apps/web', chromium: true },
  { name: 'server', workspace: 'apps/server' },
  { name: 'e2e' },
].filter((suite) => only.length === 0 || only.includes(suite.name));

/**
 * Runs the checks two at a time (one per core; each is a single-threaded compiler or linter), each
 * one's output printed whole when it ends, under the command that wrote it. Resolves to the exit
 * statuses in the checks' order.
 */
async function runTogether(checks, parallel = 2) {
  const statuses = [];
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const index = next++;
      const [command, args] = checks[index];
      statuses[index] = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          console.log(`› ${command} ${args.join(' ')}: ${code === 0 ? 'ok' : `failed (${code})`}`);
          if (output.length) process.stdout.write(Buffer.concat(output));
          resolve(code ?? 1);
        });
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  const report = join(reports, `${suite.name}.json`);
  const started = Date.now();
  if (suite.chromium && !ensureChromium()) process.exit(1);
  if (suite.checks) {
    const failures = (await runTogether(suite.checks)).filter((status) => status !== 0).length;
    passed += suite.checks.length - failures;
    failed += failures;
    lines.push(
      `${suite.name.padEnd(10)} ${String(suite.checks.length - failures).padStart(4)} passed ${String(failures).padStart(3)} failed  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    continue;
  }
  const status = suite.workspace
    ? run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: join(root, suite.workspace) })
    : run(process.execPath, ['scripts/e2e.mjs'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  let counts = { passed: 0, failed: status === 0 ? 0 : 1 };
  try {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    counts = suite.workspace
      ? { passed: data.numPassedTests, failed: data.numFailedTests + (status !== 0 && data.numFailedTests === 0 ? 1 : 0) }
      : { passed: data.stats.expected, failed: data.stats.unexpected + (status !== 0 && data.stats.unexpected === 0 ? 1 : 0) };
  } catch {
    // the runner died before writing its report: counted as one failure above
  }
  passed += counts.passed;
  failed += counts.failed;
  lines.push(
    `${suite.name.padEnd(10)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
