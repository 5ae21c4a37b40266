import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form, Modal, Table } from 'antd';
import {
  categoryResource,
  dataRuleResource,
  customRequestResource,
  dataLogResource,
  onlineUserResource,
  customTicketResource,
  dictItemResource,
  menuResource,
  modelResource,
  PERMS,
  positionResource,
  systemLogResource,
  type CategoryRecord,
  type PermissionRecord,
  type RecordOf,
} from '@bus/contracts';
import { seedDictionaries } from '../../../lib/dict-cache-store';
import { ApiError, getReply, http, postReply } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session';
import { resourceApi } from '../resource-api';
import { resourceFormItems } from '../resource-form-items';
import { ResourceListPage, type FormDialogProps } from '../resource-list-page';
import { branchIds, filterTree, withLoadedChildren } from '../tree-rows';
import { SearchText } from '../../list-page';
import { useResourceForm } from '../use-resource-form';

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

/** The confirmation just opened: an earlier test's closed one may still be fading out of the page (antd renders confirmations outside the tested tree). */
const confirmDialog = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1)!;

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

  it("shows the first row's detail below the table until a row is clicked, then that row's, highlighted (线路管理's map)", async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.position.list)], allAuth: [] });
    const guard = { ...driver, id: 'p2', code: 'guard', name: '安全员' };
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/position/list') return reply({ records: [driver, guard], total: 2, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={positions}
          title="职务管理"
          rowDetail={(record, clicked) => <p>{`详情 ${record?.name ?? '无'} ${clicked ? '点选' : '首行'}`}</p>}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    expect(await screen.findByText('详情 驾驶员 首行')).toBeInTheDocument();
    expect(within(table).getByText('驾驶员').closest('tr')).toHaveClass('ant-table-row-selected');
    await user.click(within(table).getByText('安全员'));
    expect(await screen.findByText('详情 安全员 点选')).toBeInTheDocument();
    expect(within(table).getByText('安全员').closest('tr')).toHaveClass('ant-table-row-selected');
    expect(within(table).getByText('驾驶员').closest('tr')).not.toHaveClass('ant-table-row-selected');
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

  it('says a save in the words the resource has for it', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.position).map(entry), allAuth: [] });
    function Dialog(props: FormDialogProps<RecordOf<typeof positionResource>>) {
      const { form, modalProps } = useResourceForm({ api: positions, ...props, success: '职务已登记' });
      return (
        <Modal {...modalProps}>
          <Form form={form} name="position-dialog" layout="vertical">
            {resourceFormItems(positionResource)}
          </Form>
        </Modal>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage api={positions} title="职务管理" renderForm={(dialog) => <Dialog {...dialog} />} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增职务' });
    await user.type(within(dialog).getByLabelText('职务编码'), 'mechanic');
    await user.type(within(dialog).getByLabelText('职务名称'), '机修工');
    await user.click(within(dialog).getByLabelText('职级'));
    await user.click(await screen.findByTitle('助级'));
    vi.mocked(postReply).mockResolvedValueOnce(reply({ ...driver, id: 'p2', code: 'mechanic', name: '机修工' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('职务已登记')).toBeInTheDocument();
  });
});

describe("a list with an ellipsis column (实名认证's 驳回原因)", () => {
  it('keeps a long text to its column, so every column fits beside 操作 where their widths do', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.position.list), entry(PERMS.system.position.edit)], allAuth: [] });
    const long = { ...driver, name: '驾驶员（夜班线路，含通宵线与机场专线，需持 A1 驾照并有五年以上安全驾驶记录）' };
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/position/list') return reply({ records: [long], total: 1, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const { container } = render(
      <div style={{ width: 900 }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ResourceListPage
            api={positions}
            title="职务管理"
            columns={[
              ['code', { width: 120 }],
              ['name', { width: 160, ellipsis: true }],
              ['postRank', { width: 80 }],
              ['createTime', { width: 150 }],
            ]}
          />
        </QueryClientProvider>
      </div>,
    );
    await within(await screen.findByRole('table')).findByText(long.name);
    const content = container.querySelector<HTMLElement>('.ant-table-content')!;
    expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    // the text is cut, not the table widened
    const cell = within(content).getByText(long.name).closest('td')!;
    expect(cell.getBoundingClientRect().width).toBeLessThan(300);
  });
});

describe('a read view (定制客运票务: nothing to add, edit or delete)', () => {
  it('has no 操作 column; its totals row and what is below the table follow the search', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.ops.customTicket).map(entry), allAuth: [] });
    const ticket = {
      id: 't1',
      orderNo: 'A1',
      routeId: 'r1',
      routeNumber: '定制1线',
      routeName: '光谷—汉口',
      memberId: null,
      passengerName: '张晓明',
      phone: '138****0001',
      travelDate: '2026-03-02',
      priceCents: 1500,
      state: 'paid',
      state_dictText: '已支付',
      purchaseTime: '2026-03-01 08:00:00',
    };
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/ops/customTicket/list') return reply({ records: [ticket], total: 1, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={resourceApi(customTicketResource)}
          title="定制客运票务"
          tableSummary={(filters) => (
            <Table.Summary>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{`合计 ${String(filters.orderNo ?? '全部')}`}</Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )}
          afterTable={(filters) => <p>{`每日售座 ${String(filters.orderNo ?? '全部')}`}</p>}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('张晓明');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['订单号', '线路', '票价', '票务状态']));
    expect(headers).not.toContain('操作');
    expect(within(table).getByText('合计 全部')).toBeInTheDocument();
    expect(screen.getByText('每日售座 全部')).toBeInTheDocument();
    await user.type(within(container.querySelector<HTMLElement>('.list-search-form')!).getByLabelText('订单号'), 'A1');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await within(table).findByText('合计 A1')).toBeInTheDocument();
    expect(screen.getByText('每日售座 A1')).toBeInTheDocument();
  });
});

describe('a resource added here and designed elsewhere (流程模型: 新建 and 删除 only)', () => {
  it('offers 新建 alone, no row checkboxes, and asks before a delete naming the record', async () => {
    useSessionStore.setState({ auth: Object.values(modelResource.permissions).map(entry), allAuth: [] });
    const model = {
      id: 'm1',
      modelKey: 'leave',
      name: '请假审批',
      description: null,
      category: null,
      engine: 'flowable',
      latestVersion: 1,
      draft: false,
      deployableVersion: 1,
      startFormId: null,
      deployment: null,
      createBy: 'admin',
      createTime: '2026-12-01 08:00:00',
      updateBy: null,
      updateTime: null,
      version: 0,
    };
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/workflow/model/list') return reply({ records: [model], total: 1, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const removed = vi.spyOn(http, 'delete').mockResolvedValue({ data: reply(null, '删除成功!') } as never);
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={resourceApi(modelResource)}
          title="流程模型"
          bare
          addLabel="新建"
          deleteQuestion={(record) => `确定删除流程模型“${record.name}”吗？`}
          renderForm={({ open }) => (open ? <p>新建流程模型</p> : null)}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('请假审批');
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    expect(await screen.findByText('新建流程模型')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /删\s*除/ }));
    expect((await screen.findAllByText('确定删除流程模型“请假审批”吗？')).length).toBeGreaterThan(0);
    await user.click(within(confirmDialog()).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith('/workflow/model/delete', { params: { id: 'm1' } }));
    removed.mockRestore();
  });
});

describe('a resource the system writes (日志管理: tabs, 高级查询, a toolbar that only deletes)', () => {
  const logs = resourceApi(systemLogResource);
  const entryOf = (id: string, logType: number, content: string) => ({
    id,
    logType,
    content,
    userId: null,
    username: 'admin',
    ip: '10.0.0.8',
    method: logType === 2 ? 'PUT' : null,
    url: null,
    status: logType === 2 ? 200 : null,
    costMs: 12,
    createTime: '2026-12-01 08:00:00',
  });
  const tabs = {
    param: 'logType',
    items: [
      { key: '1', label: '登录日志', columns: ['keyWord', 'username'] },
      { key: '2', label: '操作日志', columns: ['keyWord', 'method', 'status'] },
    ],
  };

  it('lists one log type per tab with its columns, offers 高级查询, and deletes selected rows after a confirmation, never adds', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.log).map(entry), allAuth: [] });
    vi.mocked(getReply).mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
      if (url !== '/sys/log/list') throw new Error(`unexpected GET ${url}`);
      const logType = Number(config?.params?.logType);
      const records =
        logType === 2 ? [entryOf('o1', 2, 'PUT /api/sys/user/edit'), entryOf('o2', 2, 'DELETE /api/sys/dict/delete')] : [entryOf('l1', 1, '登录成功')];
      return reply({ records, total: records.length, size: 10, current: 1, pages: 1 });
    });
    const removed = vi.spyOn(http, 'delete').mockResolvedValue({ data: reply(null, '删除成功 2 条') } as never);
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ResourceListPage api={logs} title="日志管理" tabs={tabs} advancedQuery />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('登录成功');
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).not.toContain('请求方法');
    expect(screen.getByRole('button', { name: /高级查询/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: '操作日志' }));
    await within(screen.getByRole('table')).findByText('PUT /api/sys/user/edit');
    expect(headers()).toEqual(expect.arrayContaining(['日志内容', '请求方法', '状态码']));
    expect(vi.mocked(getReply)).toHaveBeenLastCalledWith('/sys/log/list', expect.objectContaining({ params: expect.objectContaining({ logType: '2' }) }));

    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[0]);
    await user.click(await screen.findByRole('button', { name: /批量删除 \(2\)/ }));
    expect((await screen.findAllByText('确定删除选中的 2 条日志吗？')).length).toBeGreaterThan(0);
    await user.click(within(confirmDialog()).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith('/sys/log/deleteBatch', { params: { ids: 'o1,o2' } }));
    expect(await screen.findByText('删除成功 2 条')).toBeInTheDocument();
    removed.mockRestore();
  });

  it('shows a reader without 删除 no 操作 column and no way to delete', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.log.list)], allAuth: [] });
    vi.mocked(getReply).mockResolvedValue(reply({ records: [entryOf('l1', 1, '登录成功')], total: 1, size: 10, current: 1, pages: 1 }));
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage api={logs} title="日志管理" tabs={tabs} />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('登录成功');
    expect(within(table).queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(within(container).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});

describe("a page's own row menu and batch actions (用户管理)", () => {
  it('folds its links and 删除 (confirmed with its own words) into 更多 after 编辑, and offers its batch buttons for the selected rows behind their codes', async () => {
    const { position } = PERMS.system;
    useSessionStore.setState({ auth: [position.list, position.edit, position.delete, position.batch_delete].map(entry), allAuth: [] });
    const acted = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={positions}
          title="职务管理"
          tableId="kit-test-positions"
          deleteOkText="确定"
          moreActions={() => [
            { key: 'detail', label: '详情', onClick: () => undefined },
            { key: 'secret', label: '无权操作', code: position.add, onClick: () => undefined },
          ]}
          batchActions={(ids, done) => [
            {
              key: 'mark',
              label: '批量标记',
              onClick: () => {
                acted(ids);
                done();
              },
            },
            { key: 'hidden', label: '无权批量', code: position.add, onClick: () => undefined },
          ]}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('驾驶员');
    // the customisable table: 列设置
    expect(screen.getByRole('button', { name: /列设置/ })).toBeInTheDocument();
    const row = within(table).getByText('驾驶员').closest('tr')!;
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    await user.hover(within(row).getByRole('button', { name: /更多/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['详情', '删除']);
    await user.click(items[1]);
    expect((await screen.findAllByText('确定删除该职务吗？')).length).toBeGreaterThan(0);
    const confirm = confirmDialog();
    expect(within(confirm).getByRole('button', { name: /^确\s*定$/ })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /^取\s*消$/ }));

    expect(screen.queryByRole('button', { name: '批量标记' })).toBeNull();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: '批量标记' }));
    expect(acted).toHaveBeenCalledWith(['p1']);
    expect(screen.queryByRole('button', { name: '无权批量' })).toBeNull();
    // done clears the selection, and the batch buttons go with it
    await waitFor(() => expect(screen.queryByRole('button', { name: '批量标记' })).toBeNull());
  });
});

describe('a numeric dictionary field', () => {
  it('shows the coloured tag of the value 0 as of 1 (状态 无效 / 有效 of 字典项)', async () => {
    seedDictionaries({ valid_status: [{ value: '1', text: '有效', color: 'green' } as never, { value: '0', text: '无效', color: 'red' } as never] });
    useSessionStore.setState({ auth: [entry(PERMS.system.dict.list)], allAuth: [] });
    const item = (id: string, status: number) => ({
      id,
      dictId: 'd1',
      itemText: `项${id}`,
      itemValue: id,
      itemColor: null,
      description: null,
      sortOrder: 1,
      status,
      createBy: 'admin',
      createTime: '2026-12-01 08:00:00',
      updateBy: null,
      updateTime: null,
      version: 0,
    });
    vi.mocked(getReply).mockResolvedValue(reply({ records: [item('a', 1), item('b', 0)], total: 2, size: 10, current: 1, pages: 1 }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage api={resourceApi(dictItemResource)} title="字典项" fixedParams={{ dictId: 'd1' }} />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    expect((await within(table).findByText('无效')).closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(table).getByText('有效').closest('.ant-tag')).toHaveClass('ant-tag-green');
  });
});

describe('a tree list page (分类字典: the roots paged, a row opening loads its children)', () => {
  const categories = resourceApi(categoryResource);
  const node = (id: string, name: string, pid = '0', hasChild = '0'): CategoryRecord => ({
    id,
    pid,
    name,
    code: id.toUpperCase(),
    hasChild,
    createBy: 'admin',
    createTime: '2026-12-01 08:00:00',
    updateBy: null,
    updateTime: null,
    version: 0,
  });

  it('gives a row with children an expand control before they are loaded, and nests what was loaded', () => {
    const hasChildren = (r: { hasChild: string }) => r.hasChild === '1';
    const roots = [
      { id: 'a', hasChild: '1' },
      { id: 'b', hasChild: '0' },
    ];
    expect(withLoadedChildren(roots, {}, hasChildren)).toEqual([
      { id: 'a', hasChild: '1', children: [] },
      { id: 'b', hasChild: '0', children: undefined },
    ]);
    const loaded = { a: [{ id: 'a1', hasChild: '1' }], a1: [{ id: 'a1x', hasChild: '0' }] };
    expect(withLoadedChildren(roots, loaded, hasChildren)[0]).toEqual({
      id: 'a',
      hasChild: '1',
      children: [{ id: 'a1', hasChild: '1', children: [{ id: 'a1x', hasChild: '0', children: undefined }] }],
    });
  });

  it("loads a row's children when it opens and offers 添加下级 with the row as the parent", async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.category).map(entry), allAuth: [] });
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/category/rootList') return reply({ records: [node('a01', '车辆类型', '0', '1')], total: 1, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const children = vi.fn(async (pid: string) => [node('a01a01', '纯电动公交', pid)]);
    const dialogs: Array<FormDialogProps<CategoryRecord>> = [];
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={categories}
          title="分类字典"
          tree={{ children, hasChildren: (r) => r.hasChild === '1', parentOf: (r) => (r.pid === '0' ? null : r.pid), addChild: true }}
          renderForm={(dialog) => {
            dialogs.push(dialog);
            return null;
          }}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('车辆类型');
    expect(within(table).queryByText('纯电动公交')).toBeNull();
    await user.click(table.querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    expect(await within(table).findByText('纯电动公交')).toBeInTheDocument();
    expect(children).toHaveBeenCalledWith('a01');

    const root = within(table).getByText('车辆类型').closest('tr')!;
    await user.click(within(root).getByRole('button', { name: '添加下级' }));
    await waitFor(() => expect(dialogs.at(-1)).toMatchObject({ open: true, parent: { id: 'a01' } }));
  });
});

describe('a tree list loaded whole (菜单管理: the list replies every row, children nested)', () => {
  const menus = resourceApi(menuResource);
  const menu = (id: string, name: string, parentId: string | null, children?: PermissionRecord[]) =>
    ({ id, name, parentId, url: `/${id}`, menuType: parentId ? 1 : 0, perms: null, sortNo: 1, version: 0, children }) as PermissionRecord;
  const tree = [
    menu('sys', '系统管理', null, [menu('user', '用户管理', 'sys', [menu('add', '用户新增', 'user')]), menu('role', '角色管理', 'sys')]),
    menu('home', '首页', null),
  ];

  it('keeps what a search matches with its subtree and ancestors, and opens every row on the way', () => {
    const kept = filterTree(tree, (m) => m.name.includes('用户'));
    expect(kept.map((m) => m.id)).toEqual(['sys']);
    expect(kept[0].children!.map((m) => m.id)).toEqual(['user']);
    expect(kept[0].children![0].children!.map((m) => m.id)).toEqual(['add']);
    expect(branchIds(kept)).toEqual(['sys', 'user']);
    expect(filterTree(tree, () => false)).toEqual([]);
  });

  it('shows the tree unpaged, searches it here, opens it all, and opens the form from a row with the rows and its values', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.permission).map(entry), allAuth: [] });
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/permission/list') return reply(tree);
      throw new Error(`unexpected GET ${url}`);
    });
    const dialogs: Array<FormDialogProps<PermissionRecord>> = [];
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={menus}
          title="菜单管理"
          columns={['name', 'url']}
          searchItems={[<SearchText key="keyword" name="keyword" label="菜单" placeholder="按名称或路径查找" />]}
          tree={{ whole: { matches: (m, { keyword }) => m.name.includes(String(keyword)) }, parentOf: (m) => m.parentId }}
          moreActions={(m, openForm) => [{ key: 'button', label: '添加按钮', onClick: () => openForm({ parent: m, blank: { menuType: 2 } }) }]}
          renderForm={(dialog) => {
            dialogs.push(dialog);
            return null;
          }}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('系统管理');
    expect(within(table).queryByText('用户管理')).toBeNull();
    expect(container.querySelector('.ant-pagination')).toBeNull();

    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(await within(table).findByText('用户新增')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '折叠全部' }));
    await waitFor(() => expect(within(table).queryByText('用户管理')).toBeNull());

    await user.type(screen.getByPlaceholderText('按名称或路径查找'), '角色{Enter}');
    expect(await within(table).findByText('角色管理')).toBeInTheDocument();
    expect(within(table).queryByText('首页')).toBeNull();
    expect(within(table).queryByText('用户管理')).toBeNull();
    // the list was asked once: the search is the page's own
    expect(vi.mocked(getReply).mock.calls.filter(([url]) => url === '/sys/permission/list')).toHaveLength(1);

    await user.clear(screen.getByPlaceholderText('按名称或路径查找'));
    await user.type(screen.getByPlaceholderText('按名称或路径查找'), '没有{Enter}');
    expect(await within(table).findByText('没有匹配的菜单')).toBeInTheDocument();

    expect(dialogs.at(-1)).toMatchObject({ open: false, rows: tree });
  });
});

describe('a short list in a drawer (数据规则 of a menu)', () => {
  it('shows no search form with noSearch', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.permission.list), entry(PERMS.system.dataRule.add)], allAuth: [] });
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/permission/getPermRuleListByPermId') return reply([]);
      throw new Error(`unexpected GET ${url}`);
    });
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          bare
          noSearch
          api={resourceApi(dataRuleResource)}
          title="数据规则"
          fixedParams={{ permissionId: 'm1' }}
          addLabel="新增规则"
          emptyText="该菜单还没有数据规则"
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('该菜单还没有数据规则')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增规则/ })).toBeInTheDocument();
    expect(container.querySelector('.list-search-form')).toBeNull();
  });
});

describe("a state machine's actions in 操作 (企业与个人定制: 开始评估, 开线, 不通过)", () => {
  const request = (id: string, state: string, approval: object | null) => ({
    id,
    kind: 'enterprise',
    company: `单位${id}`,
    contactName: '王',
    contactPhone: '13800000000',
    fromPlace: '甲',
    toPlace: '乙',
    departTime: '07:30',
    returnTime: null,
    passengers: 20,
    weekdays: '1,2,3,4,5',
    state,
    routeId: null,
    routeNumber: null,
    routeName: null,
    reply: null,
    submitTime: '2026-03-01 08:00:00',
    updateBy: null,
    updateTime: null,
    version: 0,
    approval,
  });

  it("offers a row the actions its state allows, the dangerous one as such, and none while the row's approval runs", async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.ops.customization).map(entry), allAuth: [] });
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/ops/customization/list')
        return reply({
          records: [request('a', 'submitted', null), request('b', 'evaluating', { state: 'running' }), request('c', 'opened', null)],
          total: 3,
          size: 10,
          current: 1,
          pages: 1,
        });
      throw new Error(`unexpected GET ${url}`);
    });
    const taken: string[] = [];
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={resourceApi(customRequestResource)}
          title="企业与个人定制"
          columns={['kind', 'company', 'state']}
          onStateAction={(action, record) => taken.push(`${action} ${record.id}`)}
          stateActionsHeld={(record) => record.approval?.state === 'running'}
        />
      </QueryClientProvider>,
    );
    const rowOf = async (company: string) => (await screen.findByText(company)).closest('tr')!;
    const submitted = within(await rowOf('单位a'));
    expect(submitted.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['开始评估', '不通过']);
    expect(submitted.getByRole('button', { name: /不通过/ })).toHaveClass('ant-btn-dangerous');
    expect(within(await rowOf('单位b')).queryAllByRole('button')).toHaveLength(0);
    expect(within(await rowOf('单位c')).queryAllByRole('button')).toHaveLength(0);
    await user.click(submitted.getByRole('button', { name: /开始评估/ }));
    expect(taken).toEqual(['evaluate a']);
  });
});

describe("a toolbar acting on the selected rows (数据日志's 对比 of two versions)", () => {
  it('makes the rows selectable and gives the toolbar the rows chosen', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.dataLog.list)], allAuth: [] });
    const version = (id: string, dataVersion: number) => ({
      id,
      dataTable: 'sys_user',
      dataId: 'u1',
      dataVersion,
      dataContent: '{}',
      createBy: 'admin',
      createTime: `2026-03-0${dataVersion} 08:00:00`,
    });
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/dataLog/list') return reply({ records: [version('v1', 1), version('v2', 2)], total: 2, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage
          api={resourceApi(dataLogResource)}
          title="数据日志"
          toolbar={(selected) => <span>{`已选版本 ${selected.map((row) => row.dataVersion).join('、') || '无'}`}</span>}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('2026-03-01 08:00');
    expect(screen.getByText('已选版本 无')).toBeInTheDocument();
    const boxes = within(table).getAllByRole('checkbox');
    // the header's select-all, then one per row
    expect(boxes).toHaveLength(3);
    await user.click(boxes[1]);
    await user.click(boxes[2]);
    expect(await screen.findByText('已选版本 1、2')).toBeInTheDocument();
  });
});

describe("rows keyed by another property (在线用户: a session's sessionId)", () => {
  it('keys each row by it', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.onlineUser.list)], allAuth: [] });
    const session = (sessionId: string, username: string) => ({
      sessionId,
      userId: 'u1',
      username,
      realname: username,
      avatar: null,
      ip: null,
      userAgent: null,
      loginTime: '2026-03-01 08:00:00',
      lastSeenTime: '2026-03-01 09:00:00',
      current: false,
    });
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/online/list') return reply({ records: [session('s1', 'liuyang'), session('s2', 'lina')], total: 2, size: 10, current: 1, pages: 1 });
      throw new Error(`unexpected GET ${url}`);
    });
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceListPage api={resourceApi(onlineUserResource)} title="在线用户" rowKey="sessionId" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelectorAll('tr[data-row-key]')).toHaveLength(2));
    expect([...container.querySelectorAll('tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'))).toEqual(['s1', 's2']);
  });
});
