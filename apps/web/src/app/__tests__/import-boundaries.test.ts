import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONVENTIONS.md 2 and DESIGN.md "Layout": code flows shared -> features -> app. A feature never
 * reaches into another feature, shared code (components/, lib/) never imports a feature or the
 * app shell, and the web never imports the server.
 */
const SRC = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
}

/** 'features/auth/login/...' -> 'features/auth'; 'lib/x' -> 'lib'. */
function zoneOf(path: string): string {
  const parts = relative(SRC, path).split(/[\\/]/);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = zoneOf(file);
    for (const specifier of importsOf(file)) {
      if (specifier.includes('apps/server') || specifier.startsWith('@bus/server')) found.push(`${relative(SRC, file)} imports the server (${specifier})`);
      if (!specifier.startsWith('.')) continue;
      const to = zoneOf(resolve(dirname(file), specifier));
      const shared = from === 'lib' || from === 'components';
      if (from.startsWith('features/') && to.startsWith('features/') && to !== from) found.push(`${relative(SRC, file)} -> ${to}`);
      if (shared && (to.startsWith('features/') || to === 'app')) found.push(`${relative(SRC, file)} (shared) -> ${to}`);
      if (from.startsWith('features/') && to === 'app') found.push(`${relative(SRC, file)} -> app`);
    }
  }
  return found;
}

describe('import boundaries of the web app', () => {
  it('features, shared code and the app shell import only in the allowed direction', () => {
    expect(violations()).toEqual([]);
  });
});
