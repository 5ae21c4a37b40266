import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../test/helper';

let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

describe('GET /api/basic/system/get', () => {
  it('tells the web the largest upload the server takes (UPLOAD_MAX_MB), for the upload dialog to show', async () => {
    ctx = await buildTestApp({ config: { uploadMaxBytes: 3 * 1024 * 1024 } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/basic/system/get' });
    expect(res.json().result).toEqual([
      { systematicName: '江城', systemLogoUrl: '/branding/logo.svg', systemBackdropUrl: '/branding/login-bg.svg', uploadMaxMb: 3 },
    ]);
  });

  it('says 10 MB when UPLOAD_MAX_MB is not set, and a fraction as configured', async () => {
    ctx = await buildTestApp();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/basic/system/get' })).json().result[0].uploadMaxMb).toBe(10);
    await ctx.close();
    ctx = await buildTestApp({ config: { uploadMaxBytes: Math.round(2.5 * 1024 * 1024) } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/basic/system/get' })).json().result[0].uploadMaxMb).toBe(2.5);
  });
});
