// `npm test`: every suite (static checks, designer specs, contracts, web units, server API on the
// embedded database, end-to-end in Chromium), then one line per suite and the totals. Exits
// non-zero if any failed. `npm test -- server web` runs only those suites.
//
// Suites of one step run side by side: the designer's specs keep one core busy in their browser
// while the other runs the contracts and the web units (a browser's page runs on one thread, so
// the two cores are only both used when two suites run at once). A suite's output is printed
// whole when it ends, under its name.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, root } from './lib.mjs';

const reports = join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const vitest = (workspace, name) => ({
  command: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`],
  cwd: join(root, workspace),
});

/** Steps run in turn; the suites (and the checks) of a step run side by side, two at a time. */
const steps = [
  // static checks first (they name the file): types of every workspace and of the end-to-end
  // specs, ESLint (eslint.config.mjs: recommended rules, React hooks, import boundaries) and
  // Prettier's format (.prettierrc.json; `npx prettier --write .` fixes it); each counts as one check
  [
    {
      name: 'static',
      checks: [
        ['npx', ['eslint', '--max-warnings=0', '.']],
        ['npx', ['tsc', '-p', 'apps/web']],
        ['npx', ['tsc', '-p', 'apps/server']],
        ['npx', ['tsc', '-p', 'packages/bpmn-designer']],
        ['npx', ['tsc', '-p', 'e2e']],
        ['npx', ['tsc', '-p', 'packages/contracts']],
        ['npx', ['prettier', '--check', '--log-level=warn', '.']],
      ],
    },
  ],
  [
    // designer module specs in Debian's Chromium (vitest browser mode), then the generator's test
    // (a copy of the repository generates resources and typechecks, lints and tests them there)
    [
      { name: 'designer', chromium: true, ...vitest('packages/bpmn-designer', 'designer') },
      {
        name: 'generator',
        ...vitest('apps/server', 'generator'),
        args: [...vitest('apps/server', 'generator').args, '--config', 'vitest.generator.config.ts'],
      },
    ],
    // then, on the other core, the shared validators and the web units (logic in Node or jsdom,
    // antd component tests in Chromium: vitest projects in apps/web/vite.config.ts), then the
    // server's API tests (two vitest workers), which fill the cores the designer's last specs
    // leave idle
    [
      { name: 'contracts', ...vitest('packages/contracts', 'contracts') },
      { name: 'web', chromium: true, ...vitest('apps/web', 'web') },
      { name: 'server', ...vitest('apps/server', 'server') },
    ],
  ],
  // end-to-end: three Playwright workers, each with its own server (e2e/playwright.config.ts)
  [{ name: 'e2e', command: process.execPath, args: ['scripts/e2e.mjs'], cwd: root, env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') } }],
];

/**
 * Runs a command; beside others its output is kept and printed whole under a title when it ends,
 * alone it is shown as it comes. Resolves to the exit status.
 */
function runQuietly(title, command, args, options = {}, alone = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n━━ ${title} ━━`);
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      env: { ...process.env, ...options.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${title}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ━━`);
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** Runs the tasks (functions returning promises) `parallel` at a time; resolves to their results in order. */
async function together(tasks, parallel = 2) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, tasks.length) }, worker));
  return results;
}

/**
 * The machine's CPU time so far (Linux /proc/stat: busy and all jiffies of every core), to say how
 * busy the cores were while a suite ran (what runs beside it counts too): a suite far below 100 %
 * waits (on a browser's one thread, on timers), one near it needs the cores.
 */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
}
const busyPercent = (from, to) => (from && to && to.all > from.all ? `${Math.round((100 * (to.busy - from.busy)) / (to.all - from.all))} % busy` : '');

const lines = [];
let passed = 0;
let failed = 0;
const tally = (name, ok, bad, started, cpuFrom) => {
  passed += ok;
  failed += bad;
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  lines.push(
    `${name.padEnd(10)} ${String(ok).padStart(4)} passed ${String(bad).padStart(3)} failed  ${seconds.padStart(8)}  ${busyPercent(cpuFrom, cpuTimes())}`,
  );
};

/** Counts of a finished suite from its JSON report; a runner that failed without a failed test counts once. */
function countsOf(suite, status) {
  try {
    const data = JSON.parse(readFileSync(join(reports, `${suite.name}.json`), 'utf8'));
    if (suite.name === 'e2e') return { ok: data.stats.expected, bad: data.stats.unexpected + (status !== 0 && data.stats.unexpected === 0 ? 1 : 0) };
    return { ok: data.numPassedTests, bad: data.numFailedTests + (status !== 0 && data.numFailedTests === 0 ? 1 : 0) };
  } catch {
    // the runner died before writing its report
    return { ok: 0, bad: status === 0 ? 0 : 1 };
  }
}

async function runSuite(suite, alone) {
  if (only.length && !only.includes(suite.name)) return;
  const started = Date.now();
  const cpuFrom = cpuTimes();
  if (suite.checks) {
    const statuses = await together(
      suite.checks.map(
        ([command, args]) =>
          () =>
            runQuietly(`${command} ${args.join(' ')}`, command, args),
      ),
    );
    const bad = statuses.filter((status) => status !== 0).length;
    tally(suite.name, statuses.length - bad, bad, started, cpuFrom);
    return;
  }
  const status = await runQuietly(suite.name, suite.command, suite.args, { cwd: suite.cwd, env: suite.env }, alone);
  const { ok, bad } = countsOf(suite, status);
  tally(suite.name, ok, bad, started, cpuFrom);
}

const chosen = (entry) => [entry].flat().some((suite) => only.length === 0 || only.includes(suite.name));
const needsChromium = steps.flat(2).some((suite) => suite.chromium && chosen(suite));
if (needsChromium && !ensureChromium()) process.exit(1);
for (const step of steps) {
  // an entry that is a list runs its suites one after another, beside the step's other entries;
  // a suite run alone (the step's only one chosen) shows its output as it comes
  const entries = step.filter(chosen);
  const alone = entries.length === 1;
  await together(
    entries.map((entry) =>
      Array.isArray(entry)
        ? async () => {
            for (const suite of entry) await runSuite(suite, alone);
          }
        : () => runSuite(entry, alone),
    ),
  );
}
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
