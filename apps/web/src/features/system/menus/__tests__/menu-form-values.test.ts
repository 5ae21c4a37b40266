import { describe, expect, it } from 'vitest';
import { toMenuRequest } from '../components/menu-form-values';

describe('toMenuRequest', () => {
  it('keeps only button fields for a button', () => {
    const request = toMenuRequest({ parentId: 'p', name: ' 新增 ', menuType: 2, perms: 'system:user:add', url: '/x', component: 'x/Y', icon: 'home' });
    expect(request).toEqual({ parentId: 'p', name: '新增', menuType: 2, perms: 'system:user:add', permsType: '1', sortNo: 1, status: '1' });
  });

  it('drops the parent of a top menu and blanks empty texts', () => {
    const request = toMenuRequest({ parentId: 'p', name: '线路', menuType: 0, url: '/line', component: 'layouts/RouteView', redirect: ' ' });
    expect(request).toMatchObject({ parentId: null, url: '/line', redirect: null, internalOrExternal: false });
  });

  it('marks an http address as an external link', () => {
    expect(toMenuRequest({ name: '帮助', menuType: 0, url: 'https://help.example.com', component: 'layouts/IframePageView' }).internalOrExternal).toBe(true);
  });
});
