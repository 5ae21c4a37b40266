/**
 * How a page's codes are written (e.g. 'system:user:add'): a module of its own that imports
 * nothing, so the areas' contracts can declare their codes with it and permissions.ts can gather
 * them without an import cycle.
 */

/** The actions of a page's buttons, named as their codes end. */
export const CRUD = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import'] as const;
export const EDIT = ['add', 'edit', 'delete', 'batch_delete'] as const;

/** `{ add: '<prefix>:add', ... }` with the exact codes as types. */
export function codes<const P extends string, const A extends readonly string[]>(prefix: P, actions: A): { readonly [K in A[number]]: `${P}:${K}` } {
  return Object.fromEntries(actions.map((action) => [action, `${prefix}:${action}`])) as { readonly [K in A[number]]: `${P}:${K}` };
}
