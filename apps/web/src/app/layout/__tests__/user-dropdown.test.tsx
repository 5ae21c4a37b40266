import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserDropdown } from '../user-dropdown';

describe('the user menu', () => {
  it('stays open when the pointer rests on the button before the click (a hover must not open it for the click to close)', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <UserDropdown onOpenSettings={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: '用户菜单' });
    await user.hover(button);
    // longer than antd's hover delay (0.15 s)
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /系统设置/ })).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('menuitem', { name: /系统设置/ })).toBeVisible();
  });
});
