/**
 * No import cycle inside modules/workflow (issue 23 item 5): the runtime's files form layers (the
 * pure engine, the stored move with its lock and state loading, what follows a move, the services,
 * the routes), each importing only those below it. The imports are read with a small parser over
 * the .ts files (tests left out); type-only imports are left out too, as they vanish when compiled.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../src/modules/workflow');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** the relative modules a file imports or re-exports at run time, resolved to the files of `known` */
function runtimeImports(file: string, source: string, known: Set<string>): string[] {
  const statements = source.match(/^\s*(?:import|export)\s[^;]*?from\s+'[^']+'/gms) ?? [];
  const bare = source.match(/^\s*import\s+'[^']+'/gm) ?? [];
  return [...statements, ...bare]
    .filter((statement) => !/^\s*(?:import|export)\s+type\s/.test(statement))
    .map((statement) => /'([^']+)'\s*$/.exec(statement)![1])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = resolve(dirname(file), specifier);
      return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate)) ?? base;
    });
}

/** every cycle's files (Tarjan's strongly connected components of more than one file, or a file importing itself) */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('modules/workflow', () => {
  it('the parser finds a planted cycle, and ignores type-only imports', () => {
    const sources: Record<string, string> = {
      '/w/a.ts': "import { b } from './b';\nimport type { C } from './c';",
      '/w/b.ts': "import {\n  a,\n} from './a';",
      '/w/c.ts': "export { a } from './a';",
      '/w/d.ts': "export type { A } from './a';\nimport 'node:fs';",
    };
    const known = new Set(Object.keys(sources));
    const graph = new Map(Object.entries(sources).map(([file, source]) => [file, runtimeImports(file, source, known)]));
    expect(importCycles(graph)).toEqual([['/w/a.ts', '/w/b.ts']]);
  });

  it('has no import cycle', () => {
    const files = sourceFiles(ROOT);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8'), known)]));
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)));
    expect(cycles).toEqual([]);
  });
});
