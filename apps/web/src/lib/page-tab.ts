/**
 * What a page may tell the shell about its own tab, keyed by the page's full path (a page's
 * location inside the shell): a title of its own (the designer names its tab after the model),
 * and a check the shell runs before it closes or refreshes the tab (unsaved changes). The shell's
 * tab bar reads both; pages set them with the two hooks.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

/** Resolves false to keep the tab open. */
export type BeforeTabClose = () => boolean | Promise<boolean>;

const beforeClose = new Map<string, () => boolean | Promise<boolean>>();

/** Titles pages gave their tabs, by full path. */
export const usePageTabTitles = create<Record<string, string>>(() => ({}));

function usePageKey(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}

/** Names this page's tab while the page is mounted (the route's title otherwise). */
export function usePageTabTitle(title: string | undefined): void {
  const key = usePageKey();
  useEffect(() => {
    if (!title) return;
    usePageTabTitles.setState({ [key]: title });
    return () =>
      usePageTabTitles.setState((titles) => {
        const { [key]: _removed, ...rest } = titles;
        return rest;
      }, true);
  }, [key, title]);
}

/** While `active`, closing or refreshing this page's tab asks `check` first. */
export function useBeforeTabClose(active: boolean, check: BeforeTabClose): void {
  const key = usePageKey();
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (!active) return;
    const run = () => latest.current();
    beforeClose.set(key, run);
    return () => {
      if (beforeClose.get(key) === run) beforeClose.delete(key);
    };
  }, [key, active]);
}

/** The shell, before it closes (or remounts) these tabs: true when every page among them agrees. */
export async function mayCloseTabs(fullPaths: string[]): Promise<boolean> {
  for (const path of fullPaths) {
    const check = beforeClose.get(path);
    if (check && !(await check())) return false;
  }
  return true;
}
