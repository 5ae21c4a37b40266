import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { deleteExpiredSessions, SESSION_LIFETIME_MS } from './session.service';
import { sysSession } from './session.table';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await buildTestApp();
});
afterEach(() => ctx.close());

describe('expired sessions', () => {
  it('are removed for every user at start-up while live ones stay', async () => {
    await signIn(ctx.app, 'lina');
    await signIn(ctx.app, 'wangfang');
    ctx.clock.advance(SESSION_LIFETIME_MS + 1000);
    const live = await signIn(ctx.app, 'liuyang');

    await deleteExpiredSessions(ctx.database.db, ctx.app.now());

    const remaining = await ctx.database.db.select({ userId: sysSession.userId }).from(sysSession);
    expect(remaining).toHaveLength(1);
    const info = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: { 'x-access-token': live } });
    expect(info.json().result.userInfo.username).toBe('liuyang');
  });
});
