/**
 * The layers of src/ (DESIGN.md): lib/ is at the bottom and depends on nothing above it; the auth
 * plugin gets what it needs from the modules through its options (app.ts wires them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of a file, as a path under src/ ('modules/sys/dict/dict.table'). */
function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) =>
      path
        .relative(src, path.resolve(path.dirname(file), s))
        .split(path.sep)
        .join('/'),
    );
}

const above = (target: string) => /^(modules|plugins)\//.test(target) || target === 'types' || target === 'app' || target.startsWith('..');

describe('layers', () => {
  it('finds imports the way the scan below reads them (a scan that finds nothing proves nothing)', () => {
    const file = path.join(src, 'lib/list-query/x.ts');
    const text = "import { a } from '../../modules/sys/dict/dict.table';\nimport type { B } from '../request-context';\nexport * from './lookups';";
    expect(importsOf(file, text)).toEqual(['modules/sys/dict/dict.table', 'lib/request-context', 'lib/list-query/lookups']);
    expect(importsOf(file, text).filter(above)).toEqual(['modules/sys/dict/dict.table']);
  });

  it('lib/ imports nothing from modules/, plugins/, types.ts or app.ts', () => {
    const files = sourceFiles(path.join(src, 'lib'));
    expect(files.length).toBeGreaterThan(10);
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter(above)
        .map((target) => `${path.relative(src, file)} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the auth plugin imports no module: sessions, permissions and list lookups are passed in', () => {
    const targets = importsOf(path.join(src, 'plugins/auth.ts'));
    expect(targets.filter((t) => t.startsWith('modules/'))).toEqual([]);
  });

  it('src/ holds no test helpers or bench code', () => {
    const misplaced = sourceFiles(src)
      .filter((file) => /test-support\.ts$|raw-login-work|\.bench\./.test(file))
      .map((file) => path.relative(src, file));
    expect(misplaced).toEqual([]);
  });
});
