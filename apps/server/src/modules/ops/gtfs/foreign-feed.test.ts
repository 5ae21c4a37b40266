/** A real producer's feed (foreign-feed.ts) through GTFS 校验 and 导入, as a user uploads it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtfsClient } from '../../../../test/gtfs-client';
import { buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { buildForeignFeed } from './foreign-feed';

let ctx: TestContext;
let operator: string;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  operator = await signIn(ctx.app, 'liuyang');
});
afterAll(() => ctx.close());

const { upload, importFeed } = gtfsClient(
  () => ctx.app,
  () => operator,
);
const raw = (text: string, params: unknown[] = []) => ctx.database.raw(text, params).then((r) => r.rows);

describe('a real producer’s feed', () => {
  it('validates with extended route types accepted and only a warning for a route type nobody defines', async () => {
    const res = await upload('/api/ops/gtfs/validate', await buildForeignFeed());
    expect(res.statusCode).toBe(200);
    const { counts, findings } = res.json().result;
    expect(findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    expect(counts).toMatchObject({ error: 0, warning: 1 });
    expect(findings).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'unexpected_enum_value', file: 'routes.txt', line: 8, field: 'route_type' }),
    );
  });

  it('imports every route with its route type as given, and names the types on the result', async () => {
    const job = await importFeed(await buildForeignFeed());
    expect(job).toMatchObject({ status: 'done', warnings: 1 });
    expect(
      await raw(`select code, route_type from ops_route where tenant_id = 1 and code in ('B100', 'SH1', 'S1', 'T2', 'SB', 'N5', 'X9') order by route_type`),
    ).toEqual([
      { code: 'N5', route_type: 3 },
      { code: 'S1', route_type: 109 },
      { code: 'B100', route_type: 700 },
      { code: 'SH1', route_type: 711 },
      { code: 'T2', route_type: 900 },
      { code: 'SB', route_type: 1300 },
      { code: 'X9', route_type: 1999 },
    ]);
    expect(job.summary.routeTypes).toEqual([
      { routeType: 3, name: '公交车', routes: 1 },
      { routeType: 109, name: '市郊铁路（铁路）', routes: 1 },
      { routeType: 700, name: '公交服务（公交车）', routes: 1 },
      { routeType: 711, name: '接驳班车（公交车）', routes: 1 },
      { routeType: 900, name: '有轨电车服务（有轨电车、轻轨）', routes: 1 },
      { routeType: 1300, name: '空中索道（空中缆车）', routes: 1 },
      { routeType: 1999, name: '未定义的类型 1999', routes: 1 },
    ]);
    expect(job.summary).toMatchObject({ routes: { inserted: 7 }, trips: 8, stopTimes: 18 });
  });
});
