/**
 * 线路巡检 and 公告管理 for 江城公交集团: about sixty findings of the last thirty days over the
 * seeded lines and their stops, in every state (the older, the more likely closed), and twelve
 * passenger notices (published, one expired, one withdrawn, drafts). Reads the network seed;
 * writes nothing without lines. Deterministic (a seeded PRNG, seedId ids) and idempotent
 * (ON CONFLICT DO NOTHING); times are relative to `now`, in Beijing time.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { OpsCheckState } from '@bus/contracts';
import type { Database } from '../client';
import * as t from '../schema';
import { addDays, serviceDateOf } from '../../modules/ops/fleet/service-day';
import { prng } from './ops-fleet';
import { seedId } from './seed-id';
import { compareNumbered } from '../../lib/collate';

/** bump when what this generator writes changes (seedFingerprint) */
export const OPS_CHECKS_SEED_VERSION = 2;

const TENANT = 1;
const SYSTEM = 'system';
export const LINE_CHECKS = 60;
const INSPECTORS = ['liuyang', 'guoqing', 'xujun', 'dengchao', 'zhangwei'];
const ASSIGNEES = ['maxiaoyan', 'luobin', 'xujun', 'dengchao'];

type Category = 'stop_facility' | 'road' | 'vehicle' | 'service' | 'safety' | 'other';
/** [finding, resolution]; {stop} is the stop's name (or 沿线 without one) */
const FINDINGS: Record<Category, Array<[string, string]>> = {
  stop_facility: [
    ['{stop}站候车亭顶棚破损，雨天漏水', '已更换顶棚板并做防水处理'],
    ['{stop}站电子站牌黑屏，无法显示到站信息', '已更换电源模块，站牌恢复显示'],
    ['{stop}站座椅松动，一侧固定螺栓缺失', '已补装螺栓并紧固'],
    ['{stop}站站牌线路信息未更新，仍为调整前走向', '已重新制作并张贴站牌'],
  ],
  road: [
    ['{stop}站进站处路面坑洼，车辆进站颠簸', '已联系市政修补路面'],
    ['{stop}站港湾停靠区被社会车辆占用', '已联系交管部门加强巡查并施划禁停标线'],
    ['沿线行道树枝遮挡{stop}站站牌', '已联系园林部门修剪'],
  ],
  vehicle: [
    ['途经{stop}站的车辆车厢内扶手松动', '已通知车队检修并紧固'],
    ['车辆报站器在{stop}站报站错误', '已更新报站器线路数据'],
    ['车辆后门防夹感应不灵敏', '已送修更换传感器'],
  ],
  service: [
    ['驾驶员在{stop}站未停稳即开门', '已对驾驶员进行安全教育并记录'],
    ['{stop}站高峰时段乘客滞留，候车时间超过 15 分钟', '已在早高峰加开区间车'],
    ['乘客反映驾驶员服务态度生硬', '已约谈驾驶员并纳入服务考核'],
  ],
  safety: [
    ['{stop}站站台护栏松动，存在安全隐患', '已加固护栏'],
    ['{stop}站夜间照明不足', '已增设照明灯具'],
    ['车辆灭火器压力不足', '已更换灭火器'],
  ],
  other: [
    ['{stop}站周边小广告较多，影响站容', '已安排清理'],
    ['{stop}站垃圾桶满溢', '已联系环卫部门增加清运频次'],
  ],
};
const CATEGORY_WEIGHTS: Array<[Category, number]> = [
  ['stop_facility', 0.34],
  ['road', 0.16],
  ['vehicle', 0.16],
  ['service', 0.16],
  ['safety', 0.12],
  ['other', 0.06],
];

/** A Beijing wall-clock time `days` after `today` as an instant. */
const beijing = (today: string, days: number, hour: number, minute = 0) =>
  new Date(`${addDays(today, days)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);

interface SeedLine {
  id: string;
  number: string;
  stops: Array<{ id: string; name: string }>;
}

async function seededLines(db: Database): Promise<SeedLine[]> {
  const routes = await db
    .select({ id: t.opsRoute.id, number: t.opsRoute.number })
    .from(t.opsRoute)
    .where(and(eq(t.opsRoute.tenantId, TENANT), ne(t.opsRoute.status, 'cancelled')));
  if (routes.length === 0) return [];
  routes.sort((a, b) => compareNumbered(a.number, b.number));
  const stops = await db
    .select({ routeId: t.opsRouteStop.routeId, id: t.opsStop.id, name: t.opsStop.name })
    .from(t.opsRouteStop)
    .innerJoin(t.opsStop, eq(t.opsStop.id, t.opsRouteStop.stopId))
    .where(
      and(
        inArray(
          t.opsRouteStop.routeId,
          routes.map((r) => r.id),
        ),
        eq(t.opsRouteStop.directionId, 0),
      ),
    )
    .orderBy(asc(t.opsRouteStop.routeId), asc(t.opsRouteStop.sequence));
  return routes.map((route) => ({ ...route, stops: stops.filter((s) => s.routeId === route.id).map(({ id, name }) => ({ id, name })) }));
}

/** The state of the i-th finding `age` days old: most of the old ones closed, most of the new ones open. */
export function checkStateFor(age: number, roll: number): OpsCheckState {
  if (age >= 14) return roll < 0.75 ? 'closed' : roll < 0.9 ? 'fixed' : 'assigned';
  if (age >= 5) return roll < 0.3 ? 'closed' : roll < 0.55 ? 'fixed' : roll < 0.85 ? 'assigned' : 'open';
  return roll < 0.1 ? 'fixed' : roll < 0.45 ? 'assigned' : 'open';
}

export async function seedOpsChecks(db: Database, now: Date = new Date()) {
  const today = serviceDateOf(now);
  const lines = await seededLines(db);
  if (lines.length === 0) return { lineChecks: 0, notices: 0 };
  const random = prng(20261129);
  const pickCategory = (): Category => {
    let roll = random.next();
    for (const [category, weight] of CATEGORY_WEIGHTS) if ((roll -= weight) < 0) return category;
    return 'other';
  };

  const checks = Array.from({ length: LINE_CHECKS }, (_, i) => {
    // every line gets its share, spread over the last thirty days (a few every day)
    const line = lines[(i * 7) % lines.length];
    const stop = line.stops.length && random.next() < 0.85 ? random.pick(line.stops) : null;
    const category = pickCategory();
    const [finding, resolution] = random.pick(FINDINGS[category]);
    let age = Math.floor((i * 30) / LINE_CHECKS);
    const [hour, minute] = [random.int(7, 17), random.int(0, 59)];
    // a check of "today" at an hour still to come was made the day before (one was dated this afternoon)
    if (beijing(today, -age, hour, minute) > now) age += 1;
    const checkTime = beijing(today, -age, hour, minute);
    // the first four rows cover every state whatever the random rolls say
    const state: OpsCheckState = i < 4 ? (['open', 'assigned', 'fixed', 'closed'] as const)[i] : checkStateFor(age, random.next());
    const followed = state !== 'open';
    const done = state === 'fixed' || state === 'closed';
    const handled = Math.min(now.getTime(), checkTime.getTime() + random.int(1, Math.max(1, age)) * 86_400_000);
    return {
      id: seedId('ops-line-check', String(i + 1)),
      tenantId: TENANT,
      routeId: line.id,
      stopId: stop?.id ?? null,
      inspector: random.pick(INSPECTORS),
      checkTime,
      category,
      findings: finding.replace('{stop}', stop?.name ?? '沿线'),
      photos: [],
      state,
      assignee: followed ? random.pick(ASSIGNEES) : null,
      resolution: done ? resolution : null,
      closeTime: state === 'closed' ? new Date(handled) : null,
      createBy: SYSTEM,
      createTime: checkTime,
      version: 0,
    };
  });
  await db.insert(t.opsLineCheck).values(checks).onConflictDoNothing();

  const notices = noticesFor(today, lines);
  await db.insert(t.opsPassengerNotice).values(notices).onConflictDoNothing();
  return { lineChecks: checks.length, notices: notices.length };
}

/** Twelve notices: six in force, one published for later, one expired, one withdrawn, three drafts. */
function noticesFor(today: string, lines: SeedLine[]) {
  const line = (i: number) => lines[i % lines.length];
  const stopOf = (l: SeedLine, i: number) => (l.stops.length ? l.stops[i % l.stops.length] : null);
  const specs: Array<{
    key: string;
    kind: 'diversion' | 'suspension' | 'timetable' | 'info';
    state: 'draft' | 'published' | 'withdrawn';
    lines: SeedLine[];
    stopIndex?: number;
    title: (l: SeedLine, stop: string) => string;
    content: (l: SeedLine, stop: string) => string;
    from: number;
    to: number | null;
  }> = [
    {
      key: 'diversion-1',
      kind: 'diversion',
      state: 'published',
      lines: [line(0)],
      stopIndex: 3,
      title: (l, s) => `${l.number}${s}站临时改道`,
      content: (l, s) => `因道路施工，${l.number}往返途经${s}站路段临时绕行，${s}站暂停停靠，请乘客前往临近站点候车。`,
      from: -3,
      to: 20,
    },
    {
      key: 'suspension-1',
      kind: 'suspension',
      state: 'published',
      lines: [line(1)],
      stopIndex: 2,
      title: (_, s) => `${s}站暂停使用`,
      content: (l, s) => `${s}站站台改造期间暂停使用，${l.number}车辆不在该站停靠，给您带来不便敬请谅解。`,
      from: -1,
      to: 3,
    },
    {
      key: 'timetable-1',
      kind: 'timetable',
      state: 'published',
      lines: [line(2), line(3)],
      title: (l) => `${l.number}等线路首末班时间调整`,
      content: () => '自即日起，首班车提前至 5:30 发车，末班车延后至 23:00，高峰时段发车间隔缩短至 6 分钟。',
      from: -10,
      to: null,
    },
    {
      key: 'info-1',
      kind: 'info',
      state: 'published',
      lines: [line(4)],
      title: (l) => `${l.number}全线更换新能源车辆`,
      content: (l) => `${l.number}已全部更换为纯电动空调车，车内设有 USB 充电口和无障碍坡板。`,
      from: -5,
      to: 25,
    },
    {
      key: 'diversion-2',
      kind: 'diversion',
      state: 'published',
      lines: [line(5), line(6)],
      stopIndex: 5,
      title: (l, s) => `马拉松赛事期间${l.number}等线路${s}附近绕行`,
      content: (_, s) => `城市马拉松赛事当日 6:00—13:00，途经${s}附近的线路临时绕行，具体以现场交警指挥为准。`,
      from: 2,
      to: 3,
    },
    {
      key: 'info-2',
      kind: 'info',
      state: 'published',
      lines: [],
      title: () => '公交乘车码支持全市线路',
      content: () => '即日起全市公交线路均支持扫码乘车，可使用乘车码小程序或银联云闪付。',
      from: -20,
      to: null,
    },
    {
      key: 'timetable-2',
      kind: 'timetable',
      state: 'published',
      lines: [line(7)],
      title: (l) => `${l.number}夜间加开班次`,
      content: (l) => `${l.number}周五、周六 22:00—24:00 加开班次，发车间隔 15 分钟。`,
      from: -2,
      to: 60,
    },
    {
      key: 'expired-1',
      kind: 'suspension',
      state: 'published',
      lines: [line(8)],
      stopIndex: 1,
      title: (l) => `春节期间${l.number}部分时段停运`,
      content: (l) => `春节期间${l.number}除夕 20:00 后停运，初一 7:00 恢复运营。`,
      from: -40,
      to: -10,
    },
    {
      key: 'withdrawn-1',
      kind: 'diversion',
      state: 'withdrawn',
      lines: [line(9)],
      stopIndex: 4,
      title: (l, s) => `${l.number}${s}站改道（已取消）`,
      content: (_, s) => `原定${s}站路段施工推迟，改道取消，车辆按原线路运行。`,
      from: -6,
      to: 10,
    },
    {
      key: 'draft-1',
      kind: 'diversion',
      state: 'draft',
      lines: [line(10)],
      stopIndex: 2,
      title: (l, s) => `${l.number}${s}站迁移`,
      content: (_, s) => `${s}站将向东迁移 80 米，新站点启用后原站点停止使用。`,
      from: 7,
      to: null,
    },
    {
      key: 'draft-2',
      kind: 'suspension',
      state: 'draft',
      lines: [line(11)],
      title: (l) => `${l.number}台风天气停运预案`,
      content: (l) => `如遇台风红色预警，${l.number}将暂停运营，恢复时间另行通知。`,
      from: 1,
      to: 2,
    },
    {
      key: 'draft-3',
      kind: 'info',
      state: 'draft',
      lines: [line(12), line(13)],
      title: () => '暑期学生卡办理提醒',
      content: () => '暑期学生卡可在各公交服务网点办理，办理时请携带学生证和身份证件。',
      from: 10,
      to: 40,
    },
  ];
  return specs.map((spec) => {
    const stop = spec.stopIndex === undefined ? null : stopOf(spec.lines[0], spec.stopIndex);
    const name = stop?.name ?? spec.lines[0]?.number ?? '';
    const validFrom = beijing(today, spec.from, 5);
    const published = spec.state !== 'draft';
    return {
      id: seedId('ops-passenger-notice', spec.key),
      tenantId: TENANT,
      title: spec.title(spec.lines[0], name),
      kind: spec.kind,
      content: spec.content(spec.lines[0], name),
      routeIds: [...new Set(spec.lines.map((l) => l.id))],
      stopIds: stop ? [stop.id] : [],
      validFrom,
      validTo: spec.to === null ? null : beijing(today, spec.to, 23),
      state: spec.state,
      // published two days before it takes effect (or when it was written, for those already in force)
      publishTime: published ? beijing(today, Math.min(spec.from - 2, -1), 16) : null,
      publishBy: published ? 'lina' : null,
      createBy: SYSTEM,
      createTime: beijing(today, Math.min(spec.from - 3, -2), 10),
      version: published ? 1 : 0,
    };
  });
}
