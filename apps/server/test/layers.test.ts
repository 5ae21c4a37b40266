/**
 * The layers of src/ (DESIGN.md): lib/ is at the bottom and depends on nothing above it; the auth
 * plugin gets what it needs from the modules through its options (app.ts wires them); an area of
 * modules/ reaches another only through its public face (module-boundaries.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, importsOf, readSources, withoutComments, type BoundaryRules } from './module-boundaries';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../src');
const sources = readSources(src);
const nonTest = sources.filter((file) => !file.path.endsWith('.test.ts'));
const under = (folder: string) => nonTest.filter((file) => file.path.startsWith(`${folder}/`));

/**
 * What is not an area, and what a file may still name of another area's tables, with why. Tests
 * (*.test.ts) are not checked: they set up and read the stored state of any table on purpose.
 */
const boundaries: BoundaryRules = {
  notAreas: {
    'test-support':
      'test-only hooks (NODE_ENV=test, never registered otherwise): they set any user’s password and mint sessions, which no public face may offer',
  },
  sqlAllowlist: {},
};

const above = (target: string) => /^(modules|plugins)\//.test(target) || target === 'types' || target === 'app' || target.startsWith('..');

describe('layers', () => {
  it('finds imports the way the scan below reads them (a scan that finds nothing proves nothing)', () => {
    const file = 'lib/list-query/x.ts';
    const text = "import { a } from '../../modules/sys/dict/dict.table';\nimport type { B } from '../request-context';\nexport * from './lookups';";
    expect(importsOf(file, text)).toEqual(['modules/sys/dict/dict.table', 'lib/request-context', 'lib/list-query/lookups']);
    expect(importsOf(file, text).filter(above)).toEqual(['modules/sys/dict/dict.table']);
  });

  it('lib/ imports nothing from modules/, plugins/, types.ts or app.ts', () => {
    const files = under('lib');
    expect(files.length).toBeGreaterThan(10);
    const wrong = files.flatMap((file) =>
      importsOf(file.path, file.text)
        .filter(above)
        .map((target) => `${file.path} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the auth plugin imports no module: sessions, permissions and list lookups are passed in', () => {
    const auth = sources.find((file) => file.path === 'plugins/auth.ts')!;
    const targets = importsOf(auth.path, auth.text);
    expect(targets.filter((t) => t.startsWith('modules/'))).toEqual([]);
  });

  it('src/ holds no test helpers or bench code', () => {
    const misplaced = nonTest.filter((file) => /test-support\.ts$|raw-login-work|\.bench\./.test(file.path)).map((file) => file.path);
    expect(misplaced).toEqual([]);
  });

  it('modules/ holds the areas modules/areas.ts registers and each has a public face (index.ts)', () => {
    const folders = [...new Set(sources.flatMap((file) => /^modules\/([^/]+)\//.exec(file.path)?.[1] ?? []))].sort();
    const areas = folders.filter((folder) => !Object.hasOwn(boundaries.notAreas, folder));
    const registry = sources.find((file) => file.path === 'modules/areas.ts')?.text ?? '';
    const registered = [...registry.matchAll(/\{ name: '([a-z0-9]+)'/g)].map((match) => match[1]).sort();
    expect(registered).toEqual(expect.arrayContaining(['basic', 'online', 'ops', 'sys', 'workflow']));
    expect(areas).toEqual(registered);
    expect(areas.filter((area) => !existsSync(path.join(src, 'modules', area, 'index.ts')))).toEqual([]);
  });

  it('an area imports only the index of another, never its tables, routes or barrel, and names none of its tables', () => {
    expect(boundaryViolations(sources, boundaries)).toEqual([]);
  });

  it('reports a planted cross-area table import, routes-file import, barrel import, raw SQL and own-face import', () => {
    const planted = readSources(path.join(here, 'fixtures/planted-import/src'));
    expect(boundaryViolations(planted, { notAreas: {}, sqlAllowlist: {} })).toEqual([
      'modules/ops/fleet/driver.service.ts -> modules/sys/user/user.table: another area’s table file',
      'modules/ops/fleet/driver.service.ts -> modules/sys/user/user.routes: another area’s routes file',
      'modules/ops/fleet/driver.service.ts -> db/schema: the db/schema barrel (every area’s tables)',
      'modules/ops/fleet/driver.service.ts -> sys_user: names a table of sys (use what sys/index.ts offers)',
      'modules/ops/fleet/duty.service.ts -> modules/ops: its own area’s public face (import the file itself)',
    ]);
    // an allowlisted name that is still needed passes; one that is no longer named is reported
    const allowlist = {
      'modules/ops/fleet/driver.service.ts -> sys_user': 'planted',
      'modules/ops/fleet/duty.service.ts -> sys_user': 'stale',
    };
    expect(boundaryViolations(planted, { notAreas: {}, sqlAllowlist: allowlist }).filter((line) => line.includes('sys_user'))).toEqual([
      'modules/ops/fleet/duty.service.ts -> sys_user: allowlisted but no longer named (remove it)',
    ]);
  });

  it('reads comments as comments and strings as code', () => {
    const text = "/**\n * sys_user\n */\nconst a = '/static/*'; // sys_user\nconst b = 'https://x/sys_user';\n  /* sys_role */";
    expect(withoutComments(text)).not.toMatch(/sys_role/);
    expect(withoutComments(text).match(/sys_user/g)).toEqual(['sys_user']);
  });
});
