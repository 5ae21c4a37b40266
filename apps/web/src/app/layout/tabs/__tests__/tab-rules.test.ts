import { describe, expect, it } from 'vitest';
import {
  HOME_TAB_WARNING,
  LAST_TAB_WARNING,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  replaceTab,
  restoreTabs,
  toSavedTabs,
  withoutCachedComponents,
  type TabPage,
  type TabsState,
} from '../tab-rules';

const page = (fullPath: string, componentName: string | null = null): TabPage => ({
  fullPath,
  meta: { title: fullPath, componentName, keepAlive: Boolean(componentName) },
});
const home = page('/dashboard/analysis', 'Analysis');
const a = page('/a', 'A');
const b = page('/b', 'B');
const c = page('/c');
const state = (activeKey: string, ...pages: TabPage[]): TabsState => ({ pages, activeKey });
const keys = (s: TabsState) => s.pages.map((p) => p.fullPath);

describe('tab rules', () => {
  it('visiting a page adds one tab and activates it; revisiting does not duplicate', () => {
    let s = openTab(state('', home), a);
    s = openTab(s, a);
    expect(keys(s)).toEqual(['/dashboard/analysis', '/a']);
    expect(s.activeKey).toBe('/a');
  });

  it('the first visited page opens beside the home tab', () => {
    expect(keys(openTab(state(''), a))).toEqual(['/dashboard/analysis', '/a']);
  });

  it('the home tab cannot be closed', () => {
    const change = closeTab(state('/a', home, a), '/dashboard/analysis');
    expect(change.warning).toBe(HOME_TAB_WARNING);
    expect(change.warning).toBe('首页不能关闭');
    expect(keys(change)).toEqual(['/dashboard/analysis', '/a']);
  });

  it('the last tab cannot be closed', () => {
    const change = closeTab(state('/a', a), '/a');
    expect(change.warning).toBe(LAST_TAB_WARNING);
    expect(change.warning).toBe('这是最后一页，不能再关闭了啦');
  });

  it('closing the active tab activates its left neighbour', () => {
    const change = closeTab(state('/b', home, a, b, c), '/b');
    expect(keys(change)).toEqual(['/dashboard/analysis', '/a', '/c']);
    expect(change.activeKey).toBe('/a');
    expect(change.removed).toEqual([b]);
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab(state('/c', home, a, b, c), '/a').activeKey).toBe('/c');
  });

  it('close left / right / others keep the home tab and the clicked tab', () => {
    const s = state('/a', home, a, b, c);
    expect(keys(closeLeft(s, '/b'))).toEqual(['/dashboard/analysis', '/b', '/c']);
    expect(closeLeft(s, '/b').activeKey).toBe('/b');
    expect(keys(closeRight(s, '/a'))).toEqual(['/dashboard/analysis', '/a']);
    expect(closeRight(s, '/a').activeKey).toBe('/a');
    expect(keys(closeOthers(s, '/b'))).toEqual(['/dashboard/analysis', '/b']);
  });

  it('closed tabs leave the cached component list, open ones stay', () => {
    expect(withoutCachedComponents(['Analysis', 'A', 'B'], [a], [home, b])).toEqual(['Analysis', 'B']);
  });

  it('an inner tab kept in the query (replaced URL) moves its tab instead of opening an identical one', () => {
    const widgets = page('/demo/widgets?tab=cron', 'Widgets');
    let s = openTab(state('', home), widgets);
    s = replaceTab(s, '/demo/widgets?tab=cron', page('/demo/widgets?tab=pickers', 'Widgets'));
    expect(keys(s)).toEqual(['/dashboard/analysis', '/demo/widgets?tab=pickers']);
    expect(s.activeKey).toBe('/demo/widgets?tab=pickers');
    // a replaced URL of another page, or of the home tab, still opens its own tab
    expect(keys(replaceTab(s, '/demo/widgets?tab=pickers', a))).toEqual(['/dashboard/analysis', '/demo/widgets?tab=pickers', '/a']);
    expect(keys(replaceTab(state('/dashboard/analysis', home), '/dashboard/analysis', page('/dashboard/analysis?x=1')))).toEqual([
      '/dashboard/analysis',
      '/dashboard/analysis?x=1',
    ]);
  });

  it('the open tabs come back after a reload, minus those that no longer resolve', () => {
    const saved = JSON.parse(JSON.stringify(toSavedTabs(state('/b', home, a, b, c))));
    const resolve = (fullPath: string) => (fullPath === '/c' ? null : page(fullPath, fullPath === '/a' ? 'A' : null));
    const restored = restoreTabs(saved, resolve)!;
    expect(keys(restored)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(restored.activeKey).toBe('/b');
    // the active tab gone: the last one is active; nothing usable saved: nothing restored
    expect(restoreTabs({ paths: ['/a', '/c'], active: '/c' }, resolve)!.activeKey).toBe('/a');
    expect(restoreTabs({ paths: ['/c'], active: '/c' }, resolve)).toBeNull();
    expect(restoreTabs('garbage', resolve)).toBeNull();
    expect(restoreTabs({ paths: [42, '/a'], active: 1 }, resolve)!.pages.map((p) => p.fullPath)).toEqual(['/dashboard/analysis', '/a']);
  });
});
