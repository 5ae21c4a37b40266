/**
 * What an area gives the router (issue 23, one registration point per area): the menu's component
 * strings of its pages (e.g. 'zsgj/SiteList') and how each page's code is loaded. Each area keeps
 * its map in `features/<area>/pages.ts`; the app's component registry gathers them.
 */
import type { ComponentType } from 'react';

export interface PageProps {
  title: string;
  frameUrl?: string;
}

export type PageModule = { default: ComponentType<PageProps> };

export type AreaPages = Readonly<Record<string, () => Promise<PageModule>>>;
