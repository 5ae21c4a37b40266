/**
 * The resource generator end to end (issue 23 item 6): a copy of the repository (its tracked files,
 * node_modules linked) takes two generated resources, one in an area that exists (卡务与支付服务's
 * 意见反馈, whose menu page the seed has) and one that starts a new area and its menu, every field
 * type among them; then the copy's contracts, server and web typecheck, ESLint passes on the
 * generated and edited files, the migrations drizzle-kit wrote are the templates' own, and the
 * generated API tests pass there. A second run of the same resource is refused.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDeclaration, migrationSql } from '../../src/modules/online/codegen/templates/render';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const copy = mkdtempSync(path.join(os.tmpdir(), 'bus-generator-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const everyType = {
  area: 'training',
  name: 'staff-course',
  table: 'training_staff_course',
  noun: '培训课程',
  fields: [
    { name: 'title', column: 'title', type: 'text', label: '课程名称', required: true, listed: true, searched: true, max: 60 },
    { name: 'teacherPhone', column: 'teacher_phone', type: 'text', label: '讲师手机', listed: true, check: 'mobile' },
    { name: 'hours', column: 'hours', type: 'number', label: '课时', required: true, listed: true, max: 200 },
    { name: 'feeCents', column: 'fee_cents', type: 'money', label: '费用', listed: true },
    { name: 'startDate', column: 'start_date', type: 'date', label: '开课日期', listed: true, searched: true },
    { name: 'signUpUntil', column: 'sign_up_until', type: 'datetime', label: '报名截止', listed: true },
    { name: 'level', column: 'level', type: 'dict', dict: 'position_rank', label: '等级', listed: true, searched: true },
    { name: 'online', column: 'online', type: 'boolean', label: '线上课程' },
    { name: 'outline', column: 'outline', type: 'textarea', label: '大纲', max: 2000 },
    { name: 'cover', column: 'cover', type: 'image', label: '封面', required: true, listed: true },
    { name: 'intro', column: 'intro', type: 'richtext', label: '课程介绍' },
  ],
};

/** the tracked files (as they are in the working tree) and node_modules linked, workspaces to the copy's own */
function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  mkdirSync(path.join(copy, 'node_modules/@bus'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@bus' && entry !== '.vite' && entry !== '.cache')
      symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const entry of readdirSync(path.join(root, 'node_modules/@bus'))) {
    const target = execFileSync('readlink', [path.join(root, 'node_modules/@bus', entry)], { encoding: 'utf8' }).trim();
    symlinkSync(target, path.join(copy, 'node_modules/@bus', entry));
  }
}

async function generate(target: string, spec?: object) {
  const args = ['--import', 'tsx', 'scripts/new-resource.ts', target];
  if (spec) {
    const file = path.join(copy, `${target.replace('/', '-')}.json`);
    writeFileSync(file, JSON.stringify(spec));
    args.push('--spec', file);
  }
  return run(process.execPath, args, { cwd: copy, encoding: 'utf8' });
}

/** the paths the generator printed as written (+) or edited (~) */
const changedFiles = (output: string) => [...output.matchAll(/^ {2}[+~] (\S+)$/gm)].map((match) => match[1]);

describe('npm run new:resource', () => {
  it('writes resources that typecheck, lint and pass their own API tests in a copy of the repository', async () => {
    copyRepository();
    // a resource the menu has no page for yet: the generator adds it under its area's menu
    const batch = await generate('isps/card-batch', { noun: '制卡批次', title: '制卡批次' });
    const course = await generate('training/staff-course', everyType);
    for (const output of [batch, course]) expect(output.stderr).not.toMatch(/differs|error/i);
    expect(batch.stdout).toContain('制卡批次 (isps/card-batch)');
    expect(course.stdout).toContain('a new area training');

    // the migrations drizzle-kit wrote (with their snapshots) are what the templates give 代码生成's zip
    const migrations = path.join(copy, 'apps/server/src/db/migrations');
    const sqlOf = (table: string) =>
      readFileSync(
        path.join(
          migrations,
          readdirSync(migrations).find((file) => file.endsWith(`_${table}.sql`))!,
        ),
        'utf8',
      );
    expect(sqlOf('training_staff_course').trim()).toBe(migrationSql(checkDeclaration(everyType)).trim());
    expect(sqlOf('isps_card_batch')).toContain('"name" text NOT NULL');

    // the same resource again is refused, and nothing changes
    await expect(generate('isps/card-batch')).rejects.toMatchObject({ stderr: expect.stringContaining('is there already') });

    const files = [...new Set([...changedFiles(batch.stdout), ...changedFiles(course.stdout)])].filter((file) => /\.tsx?$/.test(file));
    const tsc = path.join(copy, 'node_modules/typescript/bin/tsc');
    const checks = await Promise.allSettled([
      run(process.execPath, [tsc, '-p', 'packages/contracts'], { cwd: copy }),
      run(process.execPath, [tsc, '-p', 'apps/server'], { cwd: copy }),
      run(process.execPath, [tsc, '-p', 'apps/web'], { cwd: copy }),
      run(process.execPath, [path.join(copy, 'node_modules/eslint/bin/eslint.js'), '--max-warnings=0', ...files], { cwd: copy }),
      run(
        process.execPath,
        [
          path.join(copy, 'node_modules/vitest/vitest.mjs'),
          'run',
          'src/modules/isps/card-batch/card-batch.test.ts',
          'src/modules/training/staff-course/staff-course.test.ts',
        ],
        { cwd: path.join(copy, 'apps/server'), env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' } },
      ),
    ]);
    const failures = checks.flatMap((check, index) =>
      check.status === 'rejected'
        ? [`${['tsc contracts', 'tsc server', 'tsc web', 'eslint', 'vitest'][index]}: ${String((check.reason as { stdout?: string }).stdout ?? check.reason)}`]
        : [],
    );
    expect(failures).toEqual([]);
    const tests = checks[4].status === 'fulfilled' ? checks[4].value.stdout : '';
    expect(tests).toMatch(/Tests\s.*4 passed/);
  }, 600_000);
});
