/** Lazy tree table: roots from the page plus the children loaded so far, keyed by parent id. */
export interface LazyNode {
  id: string;
  hasChild: string;
  children?: LazyNode[];
}

export function mergeChildren<T extends LazyNode>(roots: T[], loaded: Record<string, T[]>): T[] {
  return roots.map((node) => {
    if (node.hasChild !== '1') return { ...node, children: undefined };
    const kids = loaded[node.id];
    // an empty array makes the table show the expand control before the children are loaded
    return { ...node, children: kids ? mergeChildren(kids, loaded) : [] };
  });
}
