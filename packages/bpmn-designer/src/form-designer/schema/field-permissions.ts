/**
 * Per-field access at a node (spec 02 form panel: readable, writable). A field that is not
 * readable is hidden, one that is not writable is shown disabled. With no permission list at
 * all every field is open (the start form as designed). With a list, a field it does not name
 * is readable but not writable, as the node form panel shows such a field; the children of a
 * container whose entry lists none inherit the container's access.
 */
import type { FieldPermission } from './types';

export interface FieldAccess {
  readable: boolean;
  writable: boolean;
}

export const OPEN_ACCESS: FieldAccess = { readable: true, writable: true };

/** Reads 'true' / 'false' strings too: the flags come from XML attributes. */
const asFlag = (value: unknown, fallback: boolean): boolean => {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 'true';
};

export interface PermissionScope {
  access: FieldAccess;
  /** the entries for the children of the field just resolved */
  children: FieldPermission[] | undefined;
}

/** Access of `prop` among `entries`, inside a container with `inherited` access. */
export function resolveAccess(entries: FieldPermission[] | undefined, prop: string, inherited: FieldAccess = OPEN_ACCESS): PermissionScope {
  if (!entries) return { access: inherited, children: undefined };
  const entry = entries.find((candidate) => candidate.prop === prop);
  if (!entry) return { access: { readable: inherited.readable, writable: false }, children: undefined };
  // a child can never be more open than its container
  const readable = asFlag(entry.readable, inherited.readable) && inherited.readable;
  const writable = asFlag(entry.writable, inherited.writable) && inherited.writable && readable;
  return { access: { readable, writable }, children: entry.children };
}
