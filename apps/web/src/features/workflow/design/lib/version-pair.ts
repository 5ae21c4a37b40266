/** Two versions picked in the history table, compared older (left) to newer (right). */
export interface VersionPair {
  older: number;
  newer: number;
}

export const MAX_COMPARED = 2;

/** The pair to compare, or null until exactly two different versions are picked. */
export function versionPair(selected: readonly number[]): VersionPair | null {
  const unique = [...new Set(selected)];
  if (unique.length !== MAX_COMPARED) return null;
  const [older, newer] = unique.sort((a, b) => a - b);
  return { older, newer };
}

/** Picking a third version drops the one picked first, so the table never holds more than two. */
export function pickVersions(current: readonly number[], next: readonly number[]): number[] {
  const added = next.filter((v) => !current.includes(v));
  const kept = current.filter((v) => next.includes(v));
  return [...kept, ...added].slice(-MAX_COMPARED);
}
