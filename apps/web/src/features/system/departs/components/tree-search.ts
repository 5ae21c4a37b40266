/**
 * Searching the department tree in the browser: keep every node whose title contains the keyword
 * plus the ancestors on its path (so the tree still shows where it sits), and expand those paths.
 */
export interface TitledNode {
  key: string;
  title: string;
  children?: TitledNode[];
}

export interface FilteredTree<T extends TitledNode> {
  nodes: T[];
  /** keys of the ancestors of each match: expand them so the matches are visible */
  expandedKeys: string[];
  matchCount: number;
}

export function filterTree<T extends TitledNode>(nodes: T[], keyword: string): FilteredTree<T> {
  const word = keyword.trim().toLowerCase();
  if (!word) return { nodes, expandedKeys: [], matchCount: 0 };
  const expandedKeys: string[] = [];
  let matchCount = 0;
  const walk = (list: T[]): T[] =>
    list.flatMap((node) => {
      const children = walk((node.children ?? []) as T[]);
      const matches = node.title.toLowerCase().includes(word);
      if (matches) matchCount++;
      if (!matches && children.length === 0) return [];
      if (children.length) expandedKeys.push(node.key);
      return [{ ...node, children: children.length ? children : matches ? node.children : undefined }];
    });
  return { nodes: walk(nodes), expandedKeys, matchCount };
}

/** Splits a title around the first match so the match can be shown highlighted. */
export function splitHighlight(title: string, keyword: string): { before: string; match: string; after: string } | null {
  const word = keyword.trim();
  if (!word) return null;
  const index = title.toLowerCase().indexOf(word.toLowerCase());
  if (index < 0) return null;
  return { before: title.slice(0, index), match: title.slice(index, index + word.length), after: title.slice(index + word.length) };
}

/** Every key of a tree (expand all). */
export function allTreeKeys(nodes: TitledNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allTreeKeys(n.children ?? [])]);
}

/** The node with the key, anywhere in the tree. */
export function findNode<T extends TitledNode>(nodes: T[], key: string): T | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode((node.children ?? []) as T[], key);
    if (found) return found;
  }
  return undefined;
}

/** Keys of the ancestors of the node with `key` (root first), empty when it is a root or absent. */
export function ancestorKeys(nodes: TitledNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.key === key) return [];
    const below = ancestorKeys(node.children ?? [], key);
    if (below.length || (node.children ?? []).some((c) => c.key === key)) return [node.key, ...below];
  }
  return [];
}
