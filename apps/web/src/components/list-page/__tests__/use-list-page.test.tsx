import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adapter, HttpRequest } from '../../../lib/http/transport';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Table } from 'antd';
import { http } from '../../../lib/http';
import { columnFilterParams, useListPage, type ListPageOptions } from '../use-list-page';
import { LIST_MESSAGES } from '../list-actions';

const requests: HttpRequest[] = [];
const originalAdapter = http.adapter;
const rows = [
  { id: 'u1', realname: '李娜' },
  { id: 'u2', realname: '王芳' },
];

beforeEach(() => {
  requests.length = 0;
  const adapter: Adapter = async (config) => {
    requests.push(config);
    const data = { success: true, message: '删除成功!', code: 200, result: { records: rows, total: 11, size: 10, current: 1, pages: 2 }, timestamp: 0 };
    return { status: 200, data, request: config };
  };
  http.adapter = adapter;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  http.adapter = originalAdapter;
});

let list: ReturnType<typeof useListPage<{ id: string; realname: string }>>;
function Page(options: Partial<ListPageOptions>) {
  list = useListPage<{ id: string; realname: string }>({ url: '/sys/user/list', queryKey: ['t', Math.random()], ...options });
  return <Table {...list.tableProps} columns={[{ title: '姓名', dataIndex: 'realname', key: 'realname' }]} />;
}

function renderPage(options: Partial<ListPageOptions> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Page {...options} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useListPage', () => {
  it('sends the advanced query with the list request and drops it on reset', async () => {
    renderPage({ superQueryFields: [{ field: 'realname', label: '姓名', type: 'string' }] });
    await screen.findByText('李娜');
    act(() => list.superQueryProps.onSearch({ superQueryParams: '%5B%5D', superQueryMatchType: 'or' }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ superQueryParams: '%5B%5D', superQueryMatchType: 'or', pageNo: 1 }));
    act(() => list.superQueryProps.onReset());
    await waitFor(() => expect(requests.at(-1)?.params).not.toHaveProperty('superQueryParams'));
  });

  it('asks for the next page from where this one ended (keyset paging), and by number otherwise', async () => {
    http.adapter = async (config) => {
      requests.push(config);
      const current = Number(config.params?.pageNo);
      const result = {
        records: current === 1 ? rows : [{ id: 'u3', realname: '张伟' }],
        total: 11,
        size: 10,
        current,
        pages: 2,
        nextCursor: `after-${current}`,
      };
      return { status: 200, data: { success: true, message: '', code: 200, result, timestamp: 0 }, request: config };
    };
    renderPage({ queryKey: ['keyset'] });
    await screen.findByText('李娜');
    const user = userEvent.setup({ delay: null });
    // the pager takes clicks once the table has stopped loading
    const settled = () => waitFor(() => expect(list.tableProps.loading).toBe(false));
    await settled();
    await user.click(screen.getByTitle('2'));
    await screen.findByText('张伟');
    expect(requests.at(-1)?.params).toMatchObject({ pageNo: 2, cursor: 'after-1' });
    await settled();
    await user.click(screen.getByTitle('1'));
    await screen.findByText('李娜');
    expect(requests.at(-1)?.params).not.toHaveProperty('cursor');
  });

  it("says '请选择一条记录！' for a batch delete with nothing selected, and asks before deleting", async () => {
    renderPage({ batchDeleteUrl: '/sys/user/deleteBatch' });
    await screen.findByText('李娜');
    await act(async () => void (await list.batchDelete()));
    expect(await screen.findByText(LIST_MESSAGES.selectRecord)).toBeInTheDocument();

    act(() => list.tableProps.rowSelection!.onChange!(['u1', 'u2'], rows, { type: 'multiple' }));
    let done: Promise<boolean> | undefined;
    act(() => {
      done = list.batchDelete();
    });
    expect((await screen.findAllByText(LIST_MESSAGES.confirmDeleteTitle))[0]).toBeInTheDocument();
    expect(screen.getAllByText(LIST_MESSAGES.confirmDeleteContent)[0]).toBeInTheDocument();
    // a real click, not act(): act() around it waited about 40 s for the dialog's closing work
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await done).toBe(true);
    const sent = requests.find((r) => r.method === 'delete');
    expect(sent).toMatchObject({ url: '/sys/user/deleteBatch', params: { ids: 'u1,u2' } });
  });

  it('asks its own question before deleting one record, and says what the server said', async () => {
    renderPage({ deleteUrl: '/sys/user/delete' });
    await screen.findByText('李娜');
    let done: Promise<boolean> | undefined;
    act(() => {
      done = list.deleteRecord('u1', { title: '确定删除该用户吗？', content: '删除后可在回收站还原。' });
    });
    expect((await screen.findAllByText('确定删除该用户吗？'))[0]).toBeInTheDocument();
    // the dialog that asks this (an earlier test's may still be closing)
    const dialog = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('确定删除该用户吗？'))!;
    expect(dialog).toHaveTextContent('删除后可在回收站还原。');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await done).toBe(true);
    expect(requests.find((r) => r.method === 'delete')).toMatchObject({ url: '/sys/user/delete', params: { id: 'u1' } });
    expect((await screen.findAllByText('删除成功!'))[0]).toBeInTheDocument();
  });

  it('steps back a page when a delete empties the last page', async () => {
    renderPage();
    await screen.findByText('李娜');
    // 11 rows: page 2 holds only the eleventh
    act(() => list.tableProps.onChange!({ current: 2, pageSize: 10 }, {}, [], { action: 'paginate', currentDataSource: [] }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ pageNo: 2 }));
    act(() => list.afterDelete(1));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ pageNo: 1 }));
  });

  it('reports the missing URLs a developer forgot', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage({ url: '' });
    expect(await screen.findByText(LIST_MESSAGES.missingListUrl)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(LIST_MESSAGES.missingListUrl));
    expect(requests).toHaveLength(0);
    await act(async () => void (await list.deleteRecord('u1', false)));
    expect(await screen.findByText(LIST_MESSAGES.missingDeleteUrl)).toBeInTheDocument();
    await act(async () => void (await list.batchDelete()));
    expect(await screen.findByText(LIST_MESSAGES.missingBatchDeleteUrl)).toBeInTheDocument();
  });

  it('sends the table header filters, back on the first page, and drops them on reset', async () => {
    renderPage();
    await screen.findByText('李娜');
    const pagination = { current: 2, pageSize: 10 };
    act(() => list.tableProps.onChange?.(pagination, {}, {}, { action: 'paginate', currentDataSource: [] }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ pageNo: 2 }));
    act(() => list.tableProps.onChange?.(pagination, { status: ['1', '2'], sex: ['2'] }, {}, { action: 'filter', currentDataSource: [] }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ status_MultiString: '1,2', sex: '2', pageNo: 1 }));
    act(() => list.reset());
    await waitFor(() => expect(requests.at(-1)?.params).not.toHaveProperty('sex'));
    expect(requests.at(-1)?.params).not.toHaveProperty('status_MultiString');
  });
});

describe('columnFilterParams', () => {
  it('one value is field=value, several are field_MultiString, cleared filters send nothing', () => {
    expect(columnFilterParams({ sex: [1], status: ['1', '2'], post: null, orgCode: [] })).toEqual({ sex: '1', status_MultiString: '1,2' });
  });
});
