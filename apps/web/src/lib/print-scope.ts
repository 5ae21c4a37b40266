/**
 * Print rules belong to the page that prints (issue 22: 班次管理's `body * { visibility: hidden }`,
 * loaded with its chunk, blanked 流程详情's print and every other page's once the chunk had loaded;
 * its kept-alive tab stays mounted, so `:has()` on its elements would not scope it either). A page
 * that prints marks <html> with its name for the time of the print, and writes its print rules
 * under `html[data-print-scope='name']`.
 */
const ATTRIBUTE = 'data-print-scope';

export function setPrintScope(scope: string): void {
  document.documentElement.setAttribute(ATTRIBUTE, scope);
}

export function clearPrintScope(scope: string): void {
  if (document.documentElement.getAttribute(ATTRIBUTE) === scope) document.documentElement.removeAttribute(ATTRIBUTE);
}

/**
 * Whether the element is on screen, i.e. its page is the tab shown: a page kept alive in a hidden
 * tab hears the browser's print events too, and must not take over another page's print.
 */
export function isOnScreen(element: Element | null): boolean {
  if (!element?.isConnected) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}
