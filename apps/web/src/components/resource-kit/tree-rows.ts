/**
 * The rows of a tree list whose children load when a row opens: the page's roots with the
 * children loaded so far, by parent id. A row that has children but none loaded yet gets an empty
 * list, so the table shows its expand control; a leaf gets none.
 */
export function withLoadedChildren<T extends { id: string | number }>(
  roots: readonly T[],
  loaded: Readonly<Record<string, readonly T[]>>,
  hasChildren: (record: T) => boolean,
): Array<T & { children?: T[] }> {
  return roots.map((node) => {
    if (!hasChildren(node)) return { ...node, children: undefined };
    const kids = loaded[String(node.id)];
    return { ...node, children: kids ? withLoadedChildren(kids, loaded, hasChildren) : [] };
  });
}
