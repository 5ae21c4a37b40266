/** Pure helpers of the directory's department tree. */

export interface TreeNode {
  key: string;
  title: string;
  orgCode: string;
  children?: TreeNode[];
}

/** Nodes whose title contains the keyword, with their ancestors (so the match stays visible). */
export function filterTree<T extends TreeNode>(nodes: T[], keyword: string): T[] {
  const word = keyword.trim();
  if (!word) return nodes;
  const out: T[] = [];
  for (const node of nodes) {
    const children = filterTree((node.children ?? []) as T[], word);
    if (node.title.includes(word) || children.length) out.push({ ...node, children });
  }
  return out;
}

/** Every key of a tree (to expand all nodes of a filtered tree). */
export function allKeys(nodes: TreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** The org code of a node by key. */
export function orgCodeOf(nodes: TreeNode[], key: string): string | undefined {
  for (const node of nodes) {
    if (node.key === key) return node.orgCode;
    const found = orgCodeOf(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}
