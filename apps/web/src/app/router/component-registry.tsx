/**
 * Menu component strings -> lazily loaded pages. Anything not listed renders the placeholder
 * with the menu title (spec 01 section 8 '功能待实现').
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageProps {
  title: string;
  frameUrl?: string;
}

type PageComponent = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;

const Analysis = lazy(() => import('../../features/dashboard/analysis/pages/analysis-page'));
const Exception403 = lazy(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception403 })));
const Exception404 = lazy(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception404 })));
const Exception500 = lazy(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception500 })));
const IframePage = lazy(() => import('../layout/iframe-page'));
const Placeholder = lazy(() => import('../../components/placeholder-page'));

const REGISTRY: Record<string, PageComponent> = {
  'dashboard/Analysis': Analysis,
  'dashboard/analysis': Analysis,
  'exception/403': Exception403,
  'exception/404': Exception404,
  'exception/500': Exception500,
  'layouts/IframePageView': IframePage,
};

export function resolvePageComponent(component: string | null | undefined): PageComponent {
  return (component && REGISTRY[component.replace(/^\/+|\.vue$/g, '')]) || Placeholder;
}

export function isRegisteredComponent(component: string): boolean {
  return component.replace(/^\/+|\.vue$/g, '') in REGISTRY;
}
