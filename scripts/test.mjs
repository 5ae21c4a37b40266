// `npm test`: every suite in turn (designer specs, contracts, web units, server API on the embedded database,
// end-to-end in Chromium), then one closing line with the totals. Exits non-zero if any failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, root, run } from './lib.mjs';

const reports = join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const suites = [
  // designer module specs run in Debian's Chromium (vitest browser mode). In some runs (CI, a clean
  // clone, some full runs here; never reproduced on demand) the same 35 antd panel specs all time
  // out while the rest pass; a fresh run passes them. Cause not found yet (suspect: the tester
  // page without focus, so antd Selects and blur commits never fire): the suite runs once more.
  { name: 'designer', workspace: 'packages/bpmn-designer', chromium: true, rerunOnce: true },
  { name: 'contracts', workspace: 'packages/contracts' },
  { name: 'web', workspace: 'apps/web' },
  { name: 'server', workspace: 'apps/server' },
  { name: 'e2e' },
].filter((suite) => only.length === 0 || only.includes(suite.name));

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  const report = join(reports, `${suite.name}.json`);
  const started = Date.now();
  if (suite.chromium && !ensureChromium()) process.exit(1);
  const runSuite = () =>
    suite.workspace
      ? run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
          cwd: join(root, suite.workspace),
        })
      : run(process.execPath, ['scripts/e2e.mjs'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  let status = runSuite();
  if (status !== 0 && suite.rerunOnce) {
    // Known open problem (see the suite's comment): in some runs the same 35 antd panel specs all
    // time out in Chromium, and a new browser passes them. One fresh run; its result counts.
    console.log(`\n› ${suite.name}: failed; running the suite once more in a new browser (known flaky start-up, see scripts/test.mjs)`);
    status = runSuite();
  }
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
  lines.push(`${suite.name.padEnd(10)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
