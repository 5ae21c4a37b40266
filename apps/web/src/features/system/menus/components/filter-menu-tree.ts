import type { PermissionRecord } from '@bus/contracts';

/** Keeps items whose name or path contains the keyword, with their ancestors (children of a match stay). */
export function filterMenuTree(nodes: PermissionRecord[], keyword: string): PermissionRecord[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return nodes;
  const out: PermissionRecord[] = [];
  for (const node of nodes) {
    const hit = node.name.toLowerCase().includes(word) || (node.url ?? '').toLowerCase().includes(word) || (node.perms ?? '').toLowerCase().includes(word);
    if (hit) {
      out.push(node);
      continue;
    }
    const children = filterMenuTree(node.children ?? [], word);
    if (children.length) out.push({ ...node, children });
  }
  return out;
}
