import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SuperQuery } from '../super-query';
import { MESSAGES, type SuperQueryField } from '../super-query-logic';
import { storeSavedQueries } from '../saved-queries';

const fields: SuperQueryField[] = [
  { field: 'realname', label: '姓名', type: 'string' },
  {
    field: 'status',
    label: '状态',
    type: 'options',
    options: [
      { value: 1, label: '正常' },
      { value: 2, label: '冻结' },
    ],
  },
];

function renderSuperQuery(onSearch = vi.fn(), onReset = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/system/user']}>
        <SuperQuery fields={fields} onSearch={onSearch} onReset={onReset} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSearch, onReset };
}

const dialog = () => screen.getByRole('dialog');
const queryButton = () => document.querySelector<HTMLButtonElement>('button[data-active]')!;

describe('SuperQuery', () => {
  it('refuses to query or save empty conditions', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSearch } = renderSuperQuery();
    await user.click(queryButton());
    await user.click(within(dialog()).getByRole('button', { name: /^查\s*询$/ }));
    expect(await screen.findByText(MESSAGES.emptyQuery)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: /保存查询条件/ }));
    expect(await screen.findByText(MESSAGES.emptySave)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('applies a text condition, flags the button, and reset clears it back to one empty row', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSearch, onReset } = renderSuperQuery();
    const button = queryButton();
    expect(button).toHaveAttribute('data-active', 'false');
    await user.click(button);
    await user.click(within(dialog()).getByRole('combobox', { name: '第 1 个条件的字段' }));
    await user.click(await screen.findByTitle('姓名'));
    await user.type(within(dialog()).getByPlaceholderText('请输入值'), '李');
    await user.click(within(dialog()).getByRole('button', { name: /^查\s*询$/ }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    const { superQueryParams, superQueryMatchType } = onSearch.mock.calls[0][0];
    expect(superQueryMatchType).toBe('and');
    expect(JSON.parse(decodeURIComponent(superQueryParams))).toEqual([{ field: 'realname', rule: 'eq', val: '李', type: 'string' }]);
    await waitFor(() => expect(queryButton()).toHaveAttribute('data-active', 'true'));

    await user.click(screen.getByRole('button', { name: '清除高级查询' }));
    expect(onReset).toHaveBeenCalled();
    expect(queryButton()).toHaveAttribute('data-active', 'false');
    await user.click(queryButton());
    expect(within(dialog()).getAllByTestId('super-query-row')).toHaveLength(1);
    expect(within(dialog()).getByPlaceholderText('请先选择查询字段')).toBeInTheDocument();
  });

  it('loads a saved query of this page and asks before deleting it', async () => {
    storeSavedQueries('/system/user', [{ title: '冻结的李姓员工', matchType: 'or', records: [{ field: 'realname', rule: 'like', val: '李' }] }]);
    const user = userEvent.setup({ delay: null });
    const { onSearch } = renderSuperQuery();
    await user.click(queryButton());
    await user.click(within(dialog()).getByText('冻结的李姓员工'));
    expect(within(dialog()).getByPlaceholderText('请输入值')).toHaveValue('李');
    await user.click(within(dialog()).getByRole('button', { name: /^查\s*询$/ }));
    expect(onSearch.mock.calls[0][0].superQueryMatchType).toBe('or');

    await user.click(queryButton());
    await user.click(within(dialog()).getByRole('button', { name: '删除查询 冻结的李姓员工' }));
    expect((await screen.findAllByText(MESSAGES.confirmDelete))[0]).toBeInTheDocument();
  });
});
