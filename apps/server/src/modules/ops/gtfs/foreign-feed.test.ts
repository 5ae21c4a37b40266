/** A real producer's feed (foreign-feed.ts) through GTFS 校验 and 导入, as a user uploads it. */
import { describe, expect, it } from 'vitest';
import { csvRows, gtfsClient, unzip } from '../../../../test/gtfs-client';
import { apiTest } from '../../../../test/helper';
import { buildForeignFeed, FOREIGN_FEED_FILES } from './foreign-feed';

const { ctx, app, tokens } = apiTest(['liuyang']);

const { upload, importFeed, exportZip } = gtfsClient(app, () => tokens.liuyang);
const raw = (text: string, params: unknown[] = []) =>
  ctx()
    .database.raw(text, params)
    .then((r) => r.rows);

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

  it('reads feed_info.txt and reports the reference’s other files as 未导入 (only the producer’s own file is not GTFS)', async () => {
    const report = (await upload('/api/ops/gtfs/validate', await buildForeignFeed())).json().result;
    expect(report.feedInfo).toEqual(FEED_INFO);
    expect(report.notImported).toEqual(NOT_IMPORTED);
    const filesOf = (code: string) => report.findings.filter((f: { code: string }) => f.code === code).map((f: { file: string }) => f.file);
    expect(filesOf('file_not_imported')).toEqual(NOT_IMPORTED.map((f) => f.file));
    expect(filesOf('unknown_file')).toEqual(['vms-gtfs/x_vms_linienfarben.txt']);
    expect(report.files).toContainEqual({ file: 'feed_info.txt', rows: 1 });

    const job = await importFeed(await buildForeignFeed());
    expect(job.status).toBe('done');
    expect(job.summary.feedInfo).toEqual(FEED_INFO);
    expect(job.summary.notImported).toEqual(NOT_IMPORTED);
    expect(job.files).toContainEqual({ file: 'feed_info.txt', rows: 1, total: 1 });
  });

  it('takes feed_info.txt’s gaps as warnings: the file only describes the feed', async () => {
    const files = { ...FOREIGN_FEED_FILES, 'feed_info.txt': 'feed_publisher_name,feed_lang,feed_start_date,feed_end_date\nVMS,,20271231,20270101\n' };
    const report = (await upload('/api/ops/gtfs/validate', await buildForeignFeed(files))).json().result;
    expect(report.counts.error).toBe(0);
    expect(report.findings.filter((f: { file: string }) => f.file === 'feed_info.txt')).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'missing_required_field', field: 'feed_publisher_url' }),
      expect.objectContaining({ severity: 'warning', code: 'missing_required_field', field: 'feed_lang' }),
      expect.objectContaining({ severity: 'warning', code: 'start_and_end_range_out_of_order', field: 'feed_end_date' }),
    ]);
    expect(report.feedInfo).toMatchObject({ publisherName: 'VMS', startDate: '2027-12-31', endDate: '2027-01-01' });
  });

  it('exports a line entered in the app under the company’s own agency after a foreign feed was imported; imported lines keep theirs', async () => {
    await raw(`insert into ops_route (id, tenant_id, code, number, name) values ('own-route', 1, 'OWN', '99路', '自建线路')`);
    await importFeed(await buildForeignFeed());
    const files = await unzip(await exportZip());
    const agencies = csvRows(files['agency.txt']).map((a) => [a.agency_id, a.agency_name, a.agency_timezone]);
    expect(agencies).toEqual([
      ['T1', '江城公交集团', 'Asia/Shanghai'],
      ['VMS', 'Verkehrsbetriebe Musterstadt, AöR', 'Europe/Berlin'],
    ]);
    const agencyOf = Object.fromEntries(csvRows(files['routes.txt']).map((r) => [r.route_id, r.agency_id]));
    // SH1 and T2 name no agency in the feed: a feed of one agency lets them leave it out
    expect(agencyOf).toMatchObject({ OWN: 'T1', B100: 'VMS', SH1: 'VMS', T2: 'VMS', X9: 'VMS' });
    expect(await raw(`select code, agency_code from ops_route where code in ('OWN', 'SH1') order by code`)).toEqual([
      { code: 'OWN', agency_code: null },
      { code: 'SH1', agency_code: 'VMS' },
    ]);
  });
});

const FEED_INFO = {
  publisherName: 'Verkehrsverbund Musterstadt (VMS)',
  publisherUrl: 'https://www.vms.example.de/opendata',
  lang: 'de',
  defaultLang: 'de',
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  version: '2027-01-04 v3',
  contactEmail: 'opendata@vms.example.de',
  contactUrl: 'https://www.vms.example.de/kontakt',
};

/** in the reference's order */
const NOT_IMPORTED = [
  { file: 'fare_attributes.txt', title: '票价 v1：票价' },
  { file: 'fare_rules.txt', title: '票价 v1：票价规则' },
  { file: 'fare_media.txt', title: '票价 v2：票卡介质' },
  { file: 'fare_products.txt', title: '票价 v2：票种' },
  { file: 'transfers.txt', title: '换乘' },
  { file: 'levels.txt', title: '楼层' },
  { file: 'translations.txt', title: '翻译' },
  { file: 'attributions.txt', title: '数据署名' },
];
