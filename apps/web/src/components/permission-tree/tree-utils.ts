/** Pure helpers of the permission tree (checked + half-checked handling, expand/select all). */
import type { PermissionTreeNode } from '@bus/contracts';

export function allKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** Keys of nodes that have children (what "expand all" opens). */
export function branchKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...branchKeys(node.children)] : []));
}

/**
 * The server stores parents of granted items too. antd's checkable tree (checkStrictly false)
 * would show such a parent fully checked and so tick all its children: show only the keys whose
 * subtree is entirely granted; partly granted parents then appear half-checked.
 */
export function displayCheckedKeys(nodes: readonly PermissionTreeNode[], granted: readonly string[]): string[] {
  const set = new Set(granted);
  const out: string[] = [];
  const visit = (node: PermissionTreeNode): boolean => {
    const children = node.children ?? [];
    if (children.length === 0) {
      if (set.has(node.key)) out.push(node.key);
      return set.has(node.key);
    }
    const results = children.map(visit);
    const full = set.has(node.key) && results.every(Boolean);
    if (full) out.push(node.key);
    return full;
  };
  nodes.forEach(visit);
  return out;
}

/** What to save: checked plus half-checked keys, without duplicates. */
export function keysToSave(checked: readonly string[], halfChecked: readonly string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}

/** The node with this key, or undefined. */
export function findNode(nodes: readonly PermissionTreeNode[], key: string): PermissionTreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}
