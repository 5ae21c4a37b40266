/**
 * Whether a menu component has a page in this build (anything else shows 功能待实现). The app
 * shell registers its component registry here, so feature code (the home page's quick entries)
 * can offer only pages that exist without importing the shell.
 */
type Check = (component: string | null | undefined) => boolean;

let check: Check = () => true;

export function setImplementedPages(next: Check): void {
  check = next;
}

export function isImplementedPage(component: string | null | undefined): boolean {
  return check(component);
}
