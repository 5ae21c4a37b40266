import { useCallback } from 'react';
import type { PermissionCode } from '@bus/contracts';
import { useSessionStore } from '../session';
import { hasAnyPermission, isDisabled, type PermissionLike } from './check-permission';

/** Permission checks against the signed-in user's lists. */
export function usePermission() {
  const auth = useSessionStore((state) => state.auth);
  const allAuth = useSessionStore((state) => state.allAuth);
  /** whether the user holds the code (or, given several, any of them) */
  const can = useCallback(
    (code: PermissionCode | readonly PermissionCode[]) => hasAnyPermission(typeof code === 'string' ? [code] : code, auth, allAuth),
    [auth, allAuth],
  );
  const disabled = useCallback(
    (code: PermissionCode, nodePermissions?: readonly PermissionLike[] | null) => isDisabled(code, auth, allAuth, nodePermissions),
    [auth, allAuth],
  );
  return { can, disabled };
}
