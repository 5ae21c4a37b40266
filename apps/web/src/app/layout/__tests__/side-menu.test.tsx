import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../side-menu';
import type { MenuNode } from '../../router/route-table';

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
});
