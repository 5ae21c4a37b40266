import type { MenuItem } from '@bus/contracts';

/** Every page of the menu as an option for the rule's page path (leaves only, menu order). */
export function menuPathOptions(menu: MenuItem[]): Array<{ value: string; label: string }> {
  const out: Array<{ value: string; label: string }> = [];
  const walk = (items: MenuItem[], trail: string[]) => {
    for (const item of items) {
      const titles = [...trail, item.meta.title];
      if (item.children?.length) walk(item.children, titles);
      else if (item.path.startsWith('/') && !/^https?:/i.test(item.path)) out.push({ value: item.path, label: `${titles.join(' / ')}（${item.path}）` });
    }
  };
  walk(menu, []);
  return out;
}

/** Options whose path or title contains what was typed. */
export function filterPathOptions(options: Array<{ value: string; label: string }>, typed: string) {
  const text = typed.trim().toLowerCase();
  if (!text) return options;
  return options.filter((o) => o.label.toLowerCase().includes(text));
}
