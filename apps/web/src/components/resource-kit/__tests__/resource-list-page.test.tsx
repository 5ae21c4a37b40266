import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS, positionResource } from '@bus/contracts';
import { seedDictionaries } from '../../../lib/dict-cache-store';
import { ApiError, getReply, postReply } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session';
import { resourceApi } from '../resource-api';
import { ResourceListPage } from '../resource-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn(), postReply: vi.fn() }));

const positions = resourceApi(positionResource);
const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const driver = {
  id: 'p1',
  code: 'driver',
  name: '驾驶员',
  postRank: '1',
  postRank_dictText: '员级',
  createBy: 'admin',
  createTime: '2026-12-01 08:00:00',
  updateBy: null,
  updateTime: null,
  version: 0,
};

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ResourceListPage api={positions} title="职务管理" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  seedDictionaries({ position_rank: [{ value: '1', text: '员级' } as never, { value: '2', text: '助级' } as never] });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/sys/position/list') return reply({ records: [driver], total: 1, size: 10, current: 1, pages: 1 });
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.mocked(postReply).mockReset();
});

describe('a resource list page (issue 23: one declaration gives the page)', () => {
  it('shows the catalogue labels as columns and search fields, the dictionary text, and only the buttons the user holds', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.position.list), entry(PERMS.system.position.edit)], allAuth: [] });
    const { container } = renderPage();
    const table = await screen.findByRole('table');
    await within(table).findByText('驾驶员');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['职务编码', '职务名称', '职级', '创建时间', '操作']));
    expect(within(table).getByText('员级')).toBeInTheDocument();
    const search = container.querySelector<HTMLElement>('.list-search-form')!;
    expect(within(search).getByLabelText('职务编码')).toHaveAttribute('placeholder', '请输入职务编码');
    expect(within(search).getByLabelText('职级')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(table).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it("adds a record: the contract's rule speaks before the server, a 422 lands under its field, a save says so and closes", async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.position).map(entry), allAuth: [] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增职务' });
    const code = within(dialog).getByLabelText('职务编码');
    await user.type(code, '机修 工');
    await user.type(within(dialog).getByLabelText('职务名称'), '机修工');
    await user.click(within(dialog).getByLabelText('职级'));
    await user.click(await screen.findByTitle('助级'));
    const errorOf = (label: string) =>
      within(dialog).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorOf('职务编码')).toBe('职务编码只能包含字母、数字、下划线和短横线'));
    expect(postReply).not.toHaveBeenCalled();

    vi.mocked(postReply).mockRejectedValueOnce(new ApiError('职务编码已存在', 422, { result: { errors: [{ field: 'code', message: '职务编码已存在' }] } }));
    await user.clear(code);
    await user.type(code, 'driver');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorOf('职务编码')).toBe('职务编码已存在'));
    expect(postReply).toHaveBeenCalledWith('/sys/position/add', { code: 'driver', name: '机修工', postRank: '2' }, { skipErrorHandler: true });

    vi.mocked(postReply).mockResolvedValueOnce(reply({ ...driver, id: 'p2', code: 'mechanic', name: '机修工' }));
    await user.clear(code);
    await user.type(code, 'mechanic');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增职务' })).toBeNull());
  });
});
