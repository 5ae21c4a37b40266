/**
 * Which toolbar buttons a user sees (spec 03 section 6): the table may be given the catalogue
 * group of its page (e.g. PERMS.demo.widgets.table); add and save are guarded by its add and save
 * codes, remove by its batch_delete code (a user without it does not see remove). A button whose
 * code is not given is always shown.
 */
import type { PermissionCode } from '@bus/contracts';
import type { ToolbarButton } from './types';

/** The codes guarding the toolbar; a catalogue group fits as it is. */
export type ToolbarPermissions = Partial<Record<'add' | 'batch_delete' | 'save', PermissionCode>>;

/** The code of the permissions guarding each button. */
export const TOOLBAR_ACTIONS: Record<ToolbarButton, keyof ToolbarPermissions | null> = {
  add: 'add',
  remove: 'batch_delete',
  save: 'save',
  clearSelection: null,
};

export function toolbarPermissionCode(button: ToolbarButton, permissions?: ToolbarPermissions): PermissionCode | null {
  const action = TOOLBAR_ACTIONS[button];
  return (action && permissions?.[action]) || null;
}

export function visibleToolbarButtons(
  buttons: readonly ToolbarButton[],
  can: (code: PermissionCode) => boolean,
  permissions?: ToolbarPermissions,
): ToolbarButton[] {
  return buttons.filter((button) => {
    const code = toolbarPermissionCode(button, permissions);
    return code === null || can(code);
  });
}
