/**
 * Approval buttons of a user task (spec 02 section 3, extension kind Button): the configured
 * buttons (options.buttons) in their order, each shown or hidden per node.
 */
import type { ButtonOption } from '../../options';
import type { Editor } from './commands';
import { extensionsOf, replaceExtensions } from './extension-elements';
import { isTrue, type Change, type DiagramElement, type ModdleElement } from './model';

/** Stored choices win; a button the node never stored shows as the configuration says. */
export function nodeButtons(editor: Editor, bo: ModdleElement, configured: ButtonOption[]): ButtonOption[] {
  const stored = new Map(extensionsOf(bo, editor.ext('Button')).map((item) => [item.prop, item]));
  return configured.map((button) => {
    const item = stored.get(button.prop);
    return { label: button.label, prop: button.prop, display: item ? isTrue(item.display) : button.display };
  });
}

export function buttonChanges(editor: Editor, element: DiagramElement, buttons: ButtonOption[]): Change[] {
  const items = buttons.map((button) => editor.create(editor.ext('Button'), { label: button.label, prop: button.prop, display: button.display }));
  return replaceExtensions(editor, element, element.businessObject, editor.ext('Button'), items);
}
