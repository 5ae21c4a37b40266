import { useCallback } from 'react';
import { useSessionStore } from '../session';
import { hasAnyPermission, isDisabled, type PermissionLike } from './check-permission';

/** Permission checks against the signed-in user's lists. */
export function usePermission() {
  const auth = useSessionStore((state) => state.auth);
  const allAuth = useSessionStore((state) => state.allAuth);
  const can = useCallback((code: string) => hasAnyPermission(code, auth, allAuth), [auth, allAuth]);
  const disabled = useCallback(
    (code: string, nodePermissions?: readonly PermissionLike[] | null) => isDisabled(code, auth, allAuth, nodePermissions),
    [auth, allAuth],
  );
  return { can, disabled };
}
