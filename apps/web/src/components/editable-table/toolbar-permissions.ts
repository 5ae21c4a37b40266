/**
 * Which toolbar buttons a user sees (spec 03 section 6): each button may be guarded by a
 * permission code; `authPre` gives every button the code `<authPre><action>`, where remove is
 * guarded by `batch_delete` (a user without it does not see remove). Buttons without a code
 * are always shown.
 */
import type { ToolbarButton } from './types';

/** The action part of each button's permission code. */
export const TOOLBAR_ACTIONS: Record<ToolbarButton, string | null> = {
  add: 'add',
  remove: 'batch_delete',
  save: 'save',
  clearSelection: null,
};

export function toolbarPermissionCode(button: ToolbarButton, authPre?: string, overrides?: Partial<Record<ToolbarButton, string>>): string | null {
  if (overrides?.[button]) return overrides[button]!;
  const action = TOOLBAR_ACTIONS[button];
  return authPre && action ? `${authPre}${action}` : null;
}

export function visibleToolbarButtons(
  buttons: readonly ToolbarButton[],
  can: (code: string) => boolean,
  authPre?: string,
  overrides?: Partial<Record<ToolbarButton, string>>,
): ToolbarButton[] {
  return buttons.filter((button) => {
    const code = toolbarPermissionCode(button, authPre, overrides);
    return code === null || can(code);
  });
}
