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

/**
 * The rows of a tree loaded whole (菜单管理) that a search keeps: each match with its whole
 * subtree, and the ancestors leading to it (holding only the matching branches).
 */
export function filterTree<T extends { children?: T[] }>(nodes: readonly T[], matches: (node: T) => boolean): T[] {
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterTree(node.children ?? [], matches);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** The ids of the rows that have children (every row a table can open: 展开全部). */
export function branchIds<T extends { id: string | number; children?: T[] }>(nodes: readonly T[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [String(node.id), ...branchIds(node.children)] : []));
}
