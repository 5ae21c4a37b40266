import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adapter, HttpRequest } from '../../../../lib/http/transport';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import LoginPage from '../pages/login-page';

type Reply = { status: number; data: unknown };
let handler: (config: HttpRequest) => Reply;
const requests: HttpRequest[] = [];
const originalAdapter = http.adapter;

const adapter: Adapter = async (config) => {
  requests.push(config);
  const { status, data } = handler(config);
  return { status, data, request: config };
};

const envelope = (result: unknown, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const failure = (status: number, message: string, errors?: { field: string; message: string }[]) => ({
  status,
  data: { success: false, message, code: status, result: errors ? { errors } : null, timestamp: 0 },
});

const loginResult = {
  token: 'token-1',
  userInfo: { id: '1', username: 'admin', realname: '管理员', avatar: null, tenantid: 0, orgCode: null, mustChangePassword: false, signedInBy: 'password' },
  sysAllDictItems: {},
  departs: [],
  multi_depart: 0,
  tenantList: [],
};

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/user/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2']}>
        <Routes>
          <Route path="/user/login" element={<LoginPage />} />
          <Route path="/system/user" element={<p>用户管理页面</p>} />
          <Route path="/user/alteration" element={<p>修改初始密码页面</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'wrong-password');
  await user.type(screen.getByPlaceholderText('请输入验证码'), 'ab12');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

beforeEach(() => {
  requests.length = 0;
  http.adapter = adapter;
  useSessionStore.setState({ token: null, userInfo: null });
});
afterEach(() => {
  http.adapter = originalAdapter;
});

describe('login page', () => {
  it('shows the server field error under the password and loads a new captcha', async () => {
    handler = (config) =>
      config.url?.startsWith('/sys/randomImage')
        ? { status: 200, data: envelope('data:image/png;base64,AAAA') }
        : failure(422, '用户名或密码错误', [{ field: 'password', message: '用户名或密码错误' }]);
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    const captchaCalls = requests.filter((request) => request.url?.startsWith('/sys/randomImage'));
    await waitFor(() => expect(requests.filter((request) => request.url?.startsWith('/sys/randomImage')).length).toBeGreaterThan(captchaCalls.length - 1));
    expect(screen.getByPlaceholderText('请输入验证码')).toHaveValue('');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows a wrong captcha on the captcha field', async () => {
    handler = (config) =>
      config.url?.startsWith('/sys/randomImage')
        ? { status: 200, data: envelope('data:image/png;base64,AAAA') }
        : failure(422, '验证码错误', [{ field: 'captcha', message: '验证码错误' }]);
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
  });

  it('shows the lock message of a 429 above the form', async () => {
    handler = (config) =>
      config.url?.startsWith('/sys/randomImage')
        ? { status: 200, data: envelope('data:image/png;base64,AAAA') }
        : failure(429, '密码错误次数过多，账号已锁定，请 10 分钟后再试');
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('请 10 分钟后再试');
  });

  it('asks for the account and password before calling the server', async () => {
    handler = () => ({ status: 200, data: envelope('data:image/png;base64,AAAA') });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    // antd shows each field's message when that field's own (asynchronous) check settles: wait for both
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/sys/login')).toBe(false);
  });

  it('on success stores the token and goes to the redirect target', async () => {
    handler = (config) =>
      config.url?.startsWith('/sys/randomImage') ? { status: 200, data: envelope('data:image/png;base64,AAAA') } : { status: 200, data: envelope(loginResult) };
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('用户管理页面')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('pro__Access-Token')!).value).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('pro__Login_Username')!).value).toBe('admin');
  });

  it('a one-time password sends the user to the change form', async () => {
    handler = (config) =>
      config.url?.startsWith('/sys/randomImage')
        ? { status: 200, data: envelope('data:image/png;base64,AAAA') }
        : { status: 200, data: envelope({ ...loginResult, userInfo: { ...loginResult.userInfo, mustChangePassword: true } }) };
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('修改初始密码页面')).toBeInTheDocument();
  });
});
