import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu } from '../side-menu';
import type { MenuNode } from '../../router/route-table';

const preloaded = vi.hoisted(() => [] as (string | null | undefined)[]);
vi.mock('../../router/component-registry', () => ({ preloadPage: (component: string | null | undefined) => preloaded.push(component) }));

const tree: MenuNode[] = [
  { key: '/help', path: '/help', title: '帮助中心', icon: 'question-circle' },
  { key: 'https://www.example.com/', path: 'https://www.example.com/', title: '集团官网', icon: 'link', externalUrl: 'https://www.example.com/' },
];

describe('the side menu', () => {
  it('opens an external link in a new browser tab and an app page inside the app, each with its icon', () => {
    render(
      <MemoryRouter>
        <SideMenu tree={tree} selectedKey="/help" collapsed={false} theme="light" mode="inline" />
      </MemoryRouter>,
    );
    const external = screen.getByRole('link', { name: '集团官网' });
    expect(external).toHaveAttribute('href', 'https://www.example.com/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const help = screen.getByRole('link', { name: '帮助中心' });
    expect(help).toHaveAttribute('href', '/help');
    expect(help).not.toHaveAttribute('target');
    expect(document.querySelector('[aria-label="question-circle"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="link"]')).not.toBeNull();
  });

  it('fetches the code of a submenu’s pages when it opens, and of the page under the pointer', async () => {
    const system: MenuNode[] = [
      {
        key: '/system',
        path: '/system',
        title: '系统管理',
        children: [
          { key: '/system/user', path: '/system/user', title: '用户管理', component: 'system/UserList' },
          { key: '/system/role', path: '/system/role', title: '角色管理', component: 'system/RoleList' },
        ],
      },
      { key: '/help', path: '/help', title: '帮助中心', component: 'help/HelpCenter' },
    ];
    render(
      <MemoryRouter>
        <SideMenu tree={system} selectedKey="/dashboard" collapsed={false} theme="light" mode="inline" />
      </MemoryRouter>,
    );
    expect(preloaded).toEqual([]);
    await userEvent.click(screen.getByRole('menuitem', { name: '系统管理' }));
    expect(preloaded).toEqual(['system/UserList', 'system/RoleList']);
    await userEvent.hover(screen.getByRole('link', { name: '帮助中心' }));
    expect(preloaded).toContain('help/HelpCenter');
  });
});
