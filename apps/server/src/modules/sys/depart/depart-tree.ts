/**
 * Pure tree building over the departments of one tenant (parentId links), so pickers, search and
 * the lazy tree share one shape: { id, key, value, title, isLeaf, children, ...record }.
 */
import type { DepartTreeNode, IdTreeNode } from '@bus/contracts';
import type { DepartRow } from './depart.service';
import { formatDateTime } from '../../../lib/date-time';

export const toDepartRecord = (row: DepartRow) => ({
  ...row,
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
});

const byOrder = (a: DepartRow, b: DepartRow) => a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode);

/** Builds the forest of `rows`; a row whose parent is not among them becomes a root. */
export function buildDepartTree(rows: DepartRow[]): DepartTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, DepartRow[]>();
  for (const row of [...rows].sort(byOrder)) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const build = (row: DepartRow): DepartTreeNode => {
    const kids = (children.get(row.id) ?? []).map(build);
    return {
      ...toDepartRecord(row),
      key: row.id,
      value: row.id,
      title: row.departName,
      isLeaf: kids.length === 0,
      ...(kids.length ? { children: kids } : {}),
    };
  };
  return (children.get(null) ?? []).map(build);
}

export function toIdTree(nodes: DepartTreeNode[]): IdTreeNode[] {
  return nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, ...(n.children ? { children: toIdTree(n.children) } : {}) }));
}

/** The ids of `rootIds` and everything under them. */
export function subtreeIds(rows: DepartRow[], rootIds: Iterable<string>): Set<string> {
  const result = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && result.has(row.parentId) && !result.has(row.id)) {
        result.add(row.id);
        grew = true;
      }
    }
  }
  return result;
}

/** The matching rows plus all their ancestors, so the tree shows the path to each match. */
export function withAncestors(rows: DepartRow[], matchIds: Iterable<string>): Set<string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = new Set<string>();
  for (const id of matchIds) {
    let current = byId.get(id);
    while (current && !result.has(current.id)) {
      result.add(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
  }
  return result;
}

/** True when `candidateParentId` is `id` itself or lies under it (moving there would make a cycle). */
export function wouldCreateCycle(rows: DepartRow[], id: string, candidateParentId: string | null): boolean {
  if (!candidateParentId) return false;
  return subtreeIds(rows, [id]).has(candidateParentId);
}
