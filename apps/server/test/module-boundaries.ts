/**
 * The module boundaries of src/modules (DESIGN.md, CONVENTIONS.md rule 12), as a checker over a
 * list of source files, so that the layer test runs the same function on the real tree and on a
 * planted fixture (test/fixtures/planted-import) that must fail it.
 *
 * An area is a folder of modules/ (sys, workflow, ops, basic, online). A file of area A may import
 * from area B only B's public face (modules/B/index.ts, or the folder); never a table, a routes file
 * or any other file of B, never the db/schema barrel (it holds every area's tables), and never its
 * own area's index (the face is for the others; going through it from inside makes cycles). Its
 * code names no table of another area either (raw SQL, a subselect, a string): the owner offers
 * the SQL instead (e.g. the system area's userDirectory.realnameOfUsername).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** the path under src/, with forward slashes ('modules/ops/fleet/driver.service.ts') */
  path: string;
  text: string;
}

/** Every .ts file under `root` (tests included: the checker decides what it skips). */
export function readSources(root: string, dir = root): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readSources(root, full);
    if (!entry.name.endsWith('.ts')) return [];
    return [{ path: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

/** Every relative import of a file, as a path under src/ ('modules/sys/dict/dict.table'). */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)));
}

/**
 * The code without its comments (a comment may name another area's table when it explains): block
 * comments that open a line, and line comments after a space or at a line's start (so that a
 * string such as '/static/*' or 'https://...' stays code).
 */
export function withoutComments(text: string): string {
  return text.replace(/^\s*\/\*[\s\S]*?\*\//gm, ' ').replace(/(^|\s)\/\/[^\n]*/g, '$1');
}

/** table name → the area whose *.table.ts declares it */
export function tableOwners(files: SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    const area = areaOf(file.path);
    if (!area || !file.path.endsWith('.table.ts')) continue;
    for (const [, name] of file.text.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) owners.set(name, area);
  }
  return owners;
}

const areaOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

export interface BoundaryRules {
  /** folders of modules/ that are not areas, with why they may reach into the others */
  notAreas: Record<string, string>;
  /** `${file} -> ${table}`: another area's table a file may still name, with why */
  sqlAllowlist: Record<string, string>;
}

/** What crosses a boundary, one line each ('modules/ops/x.ts -> modules/sys/user/user.table: another area's table file'). */
export function boundaryViolations(files: SourceFile[], rules: BoundaryRules): string[] {
  const owners = tableOwners(files);
  const violations: string[] = [];
  const allowlistUsed = new Set<string>();
  for (const file of files) {
    const area = areaOf(file.path);
    if (!area || Object.hasOwn(rules.notAreas, area) || file.path.endsWith('.test.ts')) continue;
    for (const target of importsOf(file.path, file.text)) {
      const report = (why: string) => violations.push(`${file.path} -> ${target}: ${why}`);
      if (target === 'db/schema') {
        report('the db/schema barrel (every area’s tables)');
        continue;
      }
      const other = /^modules\/([^/]+)(?:\/(.*))?$/.exec(target);
      if (!other) continue;
      const [, targetArea, rest] = other;
      const face = rest === undefined || rest === 'index';
      if (targetArea === area) {
        if (face) report('its own area’s public face (import the file itself)');
      } else if (!face) {
        report(
          rest.endsWith('.table')
            ? 'another area’s table file'
            : rest.endsWith('.routes')
              ? 'another area’s routes file'
              : `another area’s internal file (import modules/${targetArea}/index)`,
        );
      }
    }
    const code = withoutComments(file.text);
    for (const [table, owner] of owners) {
      if (owner === area || !new RegExp(`\\b${table}\\b`).test(code)) continue;
      const key = `${file.path} -> ${table}`;
      if (Object.hasOwn(rules.sqlAllowlist, key)) allowlistUsed.add(key);
      else violations.push(`${key}: names a table of ${owner} (use what ${owner}/index.ts offers)`);
    }
  }
  for (const key of Object.keys(rules.sqlAllowlist)) if (!allowlistUsed.has(key)) violations.push(`${key}: allowlisted but no longer named (remove it)`);
  return violations;
}
