import { describe, expect, it } from 'vitest';
import { mapHttpError, type HttpFailure } from '../http/map-http-error';

const fail = (partial: Partial<HttpFailure>): HttpFailure => ({ hasToken: true, ...partial });

describe('shared HTTP error handling: what the user sees', () => {
  it.each<[string, Partial<HttpFailure>, unknown]>([
    ['403 shows 拒绝访问 for 4 s', { status: 403 }, { kind: 'notify', description: '拒绝访问', duration: 4 }],
    ['404 says the resource was not found', { status: 404 }, { kind: 'notify', description: '很抱歉，资源未找到!', duration: 4 }],
    ['504 is a network timeout', { status: 504 }, { kind: 'notify', description: '网络超时', duration: 4 }],
    [
      'a client timeout is a network timeout',
      { errorCode: 'ECONNABORTED', errorMessage: 'timeout of 90000ms exceeded' },
      { kind: 'notify', description: '网络超时', duration: 4 },
    ],
    ['a network failure shows its own message', { errorMessage: 'Network Error' }, { kind: 'notify', description: 'Network Error', duration: 4 }],
    [
      '401 with a token: expired, log out and reload after 1500 ms',
      { status: 401 },
      { kind: 'session-expired', description: '很抱歉，登录已过期，请重新登录', duration: 4, logout: true, reloadAfterMs: 1500 },
    ],
    [
      '401 without a token: expired message only',
      { status: 401, hasToken: false },
      { kind: 'session-expired', description: '很抱歉，登录已过期，请重新登录', duration: 4, logout: false, reloadAfterMs: 1500 },
    ],
    [
      '401 refusing a signature says so and keeps the session (signing in again would not mend it)',
      { status: 401, body: { message: '签名验证失败' } },
      { kind: 'notify', description: '签名验证失败', duration: 6 },
    ],
    [
      '401 for a request time too far off asks to check the clock, and keeps the session',
      { status: 401, body: { message: '请求时间戳已过期' } },
      { kind: 'notify', description: '请求时间戳已过期，请检查本机时间', duration: 6 },
    ],
    [
      '500 with Token失效 and a token: the re-login modal',
      { status: 500, body: { message: 'Token失效，请重新登录' } },
      { kind: 'token-invalid-modal', title: '登录已过期', content: '很抱歉，登录已过期，请重新登录', okText: '重新登录' },
    ],
    [
      '500 with Token失效 but no token: the message',
      { status: 500, hasToken: false, body: { message: 'Token失效' } },
      { kind: 'notify', description: 'Token失效', duration: 4 },
    ],
    [
      '500 otherwise shows the server message',
      { status: 500, body: { message: '服务器开小差了 (req-1)' } },
      { kind: 'notify', description: '服务器开小差了 (req-1)', duration: 4 },
    ],
    [
      '422 shows the first field error',
      {
        status: 422,
        body: {
          message: '参数错误',
          result: {
            errors: [
              { field: 'mobile', message: '手机号格式不正确' },
              { field: 'x', message: 'y' },
            ],
          },
        },
      },
      { kind: 'notify', description: '手机号格式不正确', duration: 4 },
    ],
    [
      '409 shows the server message',
      { status: 409, body: { message: '数据已被他人修改，请刷新后重试' } },
      { kind: 'notify', description: '数据已被他人修改，请刷新后重试', duration: 4 },
    ],
    [
      '429 shows the server message',
      { status: 429, body: { message: '登录失败次数过多，请 9 分钟后再试' } },
      { kind: 'notify', description: '登录失败次数过多，请 9 分钟后再试', duration: 4 },
    ],
  ])('%s', (_case, failure, expected) => {
    expect(mapHttpError(fail(failure))).toEqual(expected);
  });
});
