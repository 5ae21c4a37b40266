import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS } from '@bus/contracts';
import { getReply, http, postReply } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import GatewayRouteListPage from '../pages/gateway-route-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn(), postReply: vi.fn() }));

const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const report = {
  id: 'g1',
  routerId: 'report-service',
  name: '报表服务',
  uri: 'lb://report-service',
  predicates: ['Path=/report/**'],
  filters: [],
  sortOrder: 1,
  status: 1,
  status_dictText: '启用',
  createTime: '2026-12-01 08:00:00',
  version: 3,
};

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GatewayRouteListPage title="网关路由" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/sys/gatewayRoute/list') return reply({ records: [report], total: 1, size: 10, current: 1, pages: 1 });
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.restoreAllMocks();
});

describe('网关路由 (on the resource kit)', () => {
  it('shows predicates as tags, the status by name, and only the buttons the user holds', async () => {
    useSessionStore.setState({ auth: [entry(PERMS.system.gateway.list)], allAuth: [] });
    renderPage();
    const row = (await screen.findByText('report-service')).closest('tr')!;
    expect(within(row).getByText('Path=/report/**')).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出路由表/ })).toBeInTheDocument();
  });

  it('edits a route: the form is filled from the row, lines become lists, the version read goes along', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.gateway).map(entry), allAuth: [] });
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: reply({ ...report, sortOrder: 5, version: 4 }) } as never);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByText('report-service')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑路由' });
    expect(within(dialog).getByLabelText('断言（每行一个）')).toHaveValue('Path=/report/**');
    await user.type(within(dialog).getByLabelText('过滤器（每行一个）'), 'StripPrefix=1');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/sys/gatewayRoute/edit',
        expect.objectContaining({ id: 'g1', version: 3, predicates: ['Path=/report/**'], filters: ['StripPrefix=1'], status: 1 }),
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(postReply).not.toHaveBeenCalled();
  });
});
