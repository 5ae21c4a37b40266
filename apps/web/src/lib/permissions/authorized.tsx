import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { PermissionCode } from '@bus/contracts';
import type { PermissionLike } from './check-permission';
import { usePermission } from './use-permission';

interface AuthorizedProps {
  /** a catalogue permission code, or several (any grants) */
  code: PermissionCode | readonly PermissionCode[];
  /** hide (default): render nothing without permission; disable: render the child disabled */
  mode?: 'hide' | 'disable';
  /** the workflow node's own page permissions, when inside a process form */
  nodePermissions?: readonly PermissionLike[] | null;
  fallback?: ReactNode;
  children: ReactNode;
}

/** Shows its child only with permission (convenience only: the server checks every call). */
export function Authorized({ code, mode = 'hide', nodePermissions, fallback = null, children }: AuthorizedProps) {
  const { can, disabled } = usePermission();
  if (mode === 'disable') {
    const codes = typeof code === 'string' ? [code] : code;
    if (!codes.every((one) => disabled(one, nodePermissions))) return <>{children}</>;
    return (
      <>
        {Children.map(children, (child) => (isValidElement(child) ? cloneElement(child as ReactElement<{ disabled?: boolean }>, { disabled: true }) : child))}
      </>
    );
  }
  return <>{can(code) ? children : fallback}</>;
}
