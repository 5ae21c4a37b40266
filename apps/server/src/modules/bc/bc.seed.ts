/**
 * The charter business's seed (issue 25): the evaluation questions a company starts with
 * (reference: 服务评价 asks them) and the demo company's packages, a dozen for this year (two of
 * last year's withdrawn), and 200 demands of the season from schools, companies, tour groups and
 * people, trips over the next three months, most waiting for a quote and a few closed with the
 * customer's reason (quotes and orders come with 包车订单). Stable ids, written once (ON CONFLICT DO NOTHING): what a clerk changed
 * stays as they left it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  CHARTER_DISCOUNT_PROCESS_KEY,
  CHARTER_ORDER_NO_RULE,
  charterPrice,
  customDiscountOf,
  DEFAULT_CUSTOM_RULE,
  depositOf,
  formatMoney,
  pricingKindOf,
  quoteOfDemand,
  tripDays,
} from '@bus/contracts';
import type { Database } from '../../db/client';
import { chunkedInsert, prng } from '../../db/seed/ops-fleet';
import { seedId } from '../../db/seed/seed-id';
import type { AreaSeed } from '../area';
import { fillRules } from '../sys';
import { oneStepProcessXml, seedApprovalProcess } from '../workflow';
import { bcCharterDemand } from './charter-demand/charter-demand.table';
import { bcCharterOrder, bcCharterOrderEvent, bcCharterReceipt } from './charter-order/charter-order.table';
import { bcCharterPackage } from './charter-package/charter-package.table';
import { bcServiceQuestion } from './service-question/service-question.table';

const DEMO_TENANT = 1;

const QUESTIONS = [
  { question: '车辆整洁、车况良好', kind: 'score', options: null },
  { question: '司机准时到达上车点', kind: 'score', options: null },
  { question: '司机驾驶平稳、遵守交规', kind: 'score', options: null },
  { question: '司机服务态度', kind: 'score', options: null },
  { question: '客服响应与调度安排', kind: 'score', options: null },
  { question: '您会再次选择我们的包车服务吗', kind: 'choice', options: '一定会、可能会、不会' },
  { question: '其他意见与建议', kind: 'text', options: null },
] as const;

/** [name, type, seats, day price ¥, hours, km, overtime ¥/h, extra ¥/km, remark] */
const PACKAGES: ReadonlyArray<readonly [string, string, number, number, number, number, number, number, string]> = [
  ['49 座大巴一日游', 'large', 49, 2800, 8, 200, 150, 6.5, '市内及周边景区一日往返，含司机食宿以外费用'],
  ['53 座大巴长途包车', 'large', 53, 3600, 10, 400, 180, 7, '跨市长途，超过 400 公里按超里程价计'],
  ['45 座大巴校园研学', 'large', 45, 2400, 8, 150, 120, 6, '中小学研学、春秋游，车辆配备安全带与随车安全员'],
  ['33 座中巴半日接送', 'medium', 33, 1200, 4, 80, 120, 5, '会议、婚庆接送，半日起租'],
  ['33 座中巴全天', 'medium', 33, 1900, 8, 200, 130, 5.5, '企业团建、市内多点接送'],
  ['35 座中巴通勤班车', 'medium', 35, 1500, 4, 100, 110, 5, '企业早晚通勤，按月签约另议'],
  ['19 座考斯特商务', 'small', 19, 1600, 8, 200, 120, 4.5, '商务考察、小型团组'],
  ['17 座小巴机场接送', 'small', 17, 900, 3, 80, 100, 4, '天河机场、汉口站接送站'],
  ['7 座商务车接待', 'business', 7, 1100, 8, 200, 80, 3.5, '贵宾接待，司机着正装'],
  ['7 座商务车半日', 'business', 7, 650, 4, 80, 80, 3.5, '半日用车'],
] as const;
const WITHDRAWN: typeof PACKAGES = [
  ['45 座大巴暑期特惠', 'large', 45, 2200, 8, 200, 120, 6, '去年暑期促销，已下架'],
  ['19 座小巴春节返乡', 'small', 19, 1800, 10, 500, 120, 4.5, '去年春节返乡专线，已下架'],
];

/** 包车折扣审批: a quote's discount above 定制规则's line goes to the general manager (周强); 同意 confirms the order, 驳回 keeps it 已报价 */
const DISCOUNT_PROCESS = {
  processKey: CHARTER_DISCOUNT_PROCESS_KEY,
  name: '包车折扣审批',
  category: '包车业务',
  description: '包车报价的折扣超过定制规则中的折扣审批线时，客户确认即发起：总经理审批，同意则订单确认，驳回则保持已报价',
  xml: oneStepProcessXml({
    processKey: CHARTER_DISCOUNT_PROCESS_KEY,
    name: '包车折扣审批',
    startName: '提交折扣',
    taskName: '总经理审批',
    assignee: 'zhouqiang',
    assigneeText: '周强（总经理）',
  }),
};

async function reference(tx: Database, now: Date): Promise<void> {
  await seedApprovalProcess(tx, DISCOUNT_PROCESS);
  await fillRules.ensure(tx, { ruleCode: CHARTER_ORDER_NO_RULE, ruleName: '包车订单号', ruleClass: 'order_num_rule', ruleParams: '{"prefix":"BC"}' });
  await tx
    .insert(bcServiceQuestion)
    .values(
      QUESTIONS.map((question, i) => ({
        id: seedId('bc-service-question', question.question),
        tenantId: DEMO_TENANT,
        ...question,
        sortNo: i + 1,
        status: '1',
        createBy: 'system',
        createTime: now,
      })),
    )
    .onConflictDoNothing();
}

async function seedPackages(tx: Database, now: Date): Promise<void> {
  const year = now.getFullYear();
  const row = ([name, vehicleType, seats, day, hours, km, overtime, extra, remark]: (typeof PACKAGES)[number], published: boolean) => ({
    id: seedId('bc-charter-package', name),
    tenantId: DEMO_TENANT,
    name,
    vehicleType,
    seats,
    dayPriceCents: Math.round(day * 100),
    includedHours: hours,
    includedKm: km,
    overtimePriceCents: Math.round(overtime * 100),
    kmPriceCents: Math.round(extra * 100),
    validFrom: published ? `${year}-01-01` : `${year - 1}-01-01`,
    validTo: published ? `${year}-12-31` : `${year - 1}-12-31`,
    state: published ? 'published' : 'withdrawn',
    remark,
    createBy: 'system',
    createTime: now,
  });
  await tx
    .insert(bcCharterPackage)
    .values([...PACKAGES.map((item) => row(item, true)), ...WITHDRAWN.map((item) => row(item, false))])
    .onConflictDoNothing();
}

const SCHOOLS = ['江城第一中学', '江城外国语学校', '江城实验小学', '江城第三中学', '江城师范大学附属中学', '江城职业技术学院', '江城育才小学', '江城十一中'];
const COMPANIES = [
  '江城光谷软件园',
  '长江汽车零部件有限公司',
  '江城钢铁集团',
  '汉江医药股份',
  '江城银行江北分行',
  '楚天物流',
  '江城电力公司',
  '华中建设工程局',
];
const TOURS = ['江城中国旅行社', '楚风国际旅行社', '江城青年旅行社', '长江假日旅行社', '黄鹤游旅行社'];
const PEOPLE_SURNAMES = '王李张刘陈杨黄赵吴周徐孙胡郭何高林罗郑梁';
const PLACES = [
  '江城火车站',
  '天河机场 T3',
  '汉口站',
  '江城会展中心',
  '东湖风景区',
  '木兰山风景区',
  '黄陂木兰天池',
  '咸宁温泉',
  '恩施大峡谷',
  '宜昌三峡大坝',
  '赤壁古战场',
  '神农架',
  '岳阳楼',
  '长沙橘子洲',
];
const CLOSE_REASONS = ['客户取消行程', '价格未谈拢', '已选择其他公司', '日期冲突，无车可派'];

/** 200 demands: trips between tomorrow and three months ahead, booked up to three weeks before now */
async function seedDemands(tx: Database, now: Date): Promise<void> {
  const { int, pick } = prng(20261207);
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  const rows = Array.from({ length: 200 }, (_, i) => {
    const kind = pick(['school', 'school', 'company', 'company', 'tour', 'person'] as const);
    const [customerName, contact, passengers, vehiclePreference] =
      kind === 'school'
        ? [pick(SCHOOLS), `${pick([...PEOPLE_SURNAMES])}老师`, int(30, 200), 'large']
        : kind === 'company'
          ? [pick(COMPANIES), `${pick([...PEOPLE_SURNAMES])}经理`, int(15, 120), pick(['large', 'medium'])]
          : kind === 'tour'
            ? [pick(TOURS), `${pick([...PEOPLE_SURNAMES])}导游`, int(20, 53), 'large']
            : [`${pick([...PEOPLE_SURNAMES])}先生`, '', int(4, 30), pick(['small', 'business'])];
    const start = int(1, 90);
    const from = kind === 'school' || kind === 'company' ? `${customerName}门口` : pick(PLACES.slice(0, 4));
    let to = pick(PLACES.slice(3));
    if (to === from) to = '东湖风景区';
    const closed = i % 7 === 3;
    const created = new Date(now.getTime() - int(1, 21 * 24) * 3_600_000);
    return {
      id: seedId('bc-charter-demand', String(i)),
      tenantId: DEMO_TENANT,
      customerKind: kind,
      customerName,
      // a person is their own contact
      contact: contact || customerName,
      phone: `1${pick(['38', '39', '58', '59', '86', '87'])}${String(int(0, 99_999_999)).padStart(8, '0')}`,
      startDate: day(start),
      // a tour group travels for up to four days, the others return the same day
      endDate: day(start + (kind === 'tour' ? int(0, 3) : 0)),
      fromPlace: from,
      toPlace: to,
      stops: null,
      passengers,
      roundTrip: kind !== 'person' || int(0, 1) === 1,
      vehiclePreference,
      note: kind === 'school' ? '学生出行，需随车安全员' : null,
      state: closed ? 'closed' : 'new',
      closeReason: closed ? pick(CLOSE_REASONS) : null,
      createBy: pick(['lina', 'wangfang', 'admin']),
      createTime: created,
    };
  });
  await chunkedInsert(rows, (chunk) => tx.insert(bcCharterDemand).values(chunk).onConflictDoNothing());
}

/** the package a demand is quoted on: by the vehicle it asks for (a school's study trip, a tour's long way) */
const PACKAGE_FOR: Record<string, string> = {
  school: '45 座大巴校园研学',
  tour: '53 座大巴长途包车',
  large: '49 座大巴一日游',
  medium: '33 座中巴全天',
  small: '19 座考斯特商务',
  business: '7 座商务车接待',
};
/** what becomes of the seeded quotes, in turn: most still waiting or confirmed, a few paid or cancelled */
const ORDER_FATES = ['draft', 'quoted', 'quoted', 'confirmed', 'deposit_paid', 'deposit_paid', 'cancelled'] as const;

/**
 * Quotes for about a third of the open demands, priced as the page prices them (charterPrice on
 * the package, 定制规则's default discount): drafts, quotes sent, orders confirmed and some with
 * their deposit received, and a quote the customer turned down; each with its history and
 * receipts. Numbers BC + the day it was quoted + a sequence, on days before today (today's
 * numbers are the fill rule's).
 */
async function seedOrders(tx: Database, now: Date): Promise<void> {
  const { int } = prng(20261208);
  const demands = (await tx.select().from(bcCharterDemand).where(eq(bcCharterDemand.tenantId, DEMO_TENANT)).orderBy(bcCharterDemand.id)).filter(
    (demand, i) => demand.state === 'new' && i % 3 === 0,
  );
  const packages = new Map((await tx.select().from(bcCharterPackage).where(eq(bcCharterPackage.state, 'published'))).map((row) => [row.name, row]));
  const perDay = new Map<string, number>();
  const orders: Array<typeof bcCharterOrder.$inferInsert> = [];
  const events: Array<typeof bcCharterOrderEvent.$inferInsert> = [];
  const receipts: Array<typeof bcCharterReceipt.$inferInsert> = [];
  const demandStates: Array<{ id: string; state: string }> = [];
  demands.forEach((demand, i) => {
    const pkg = packages.get(
      PACKAGE_FOR[demand.customerKind === 'school' || demand.customerKind === 'tour' ? demand.customerKind : (demand.vehiclePreference ?? 'large')],
    );
    if (!pkg || demand.startDate < pkg.validFrom || demand.endDate > pkg.validTo) return;
    const fate = ORDER_FATES[i % ORDER_FATES.length];
    const days = tripDays(demand.startDate, demand.endDate);
    const dayHours = Array.from({ length: days }, () => (demand.customerKind === 'school' ? 8 : int(6, 10)));
    const vehicles = Math.max(1, Math.ceil(demand.passengers / pkg.seats));
    const km = demand.customerKind === 'tour' ? int(250, 450) * days : int(60, 260);
    const discountPercent = customDiscountOf(DEFAULT_CUSTOM_RULE, pricingKindOf(demand.customerKind));
    const price = charterPrice(pkg, { dayHours, km, vehicles, discountPercent });
    const quotedAt = new Date(now.getTime() - int(1, 20) * 86_400_000 - int(0, 8) * 3_600_000);
    const day = quotedAt.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '');
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    const id = seedId('bc-charter-order', demand.id);
    const deposit = depositOf(price.totalCents);
    const paid = fate === 'deposit_paid' ? deposit : 0;
    const by = demand.createBy ?? 'lina';
    orders.push({
      id,
      tenantId: DEMO_TENANT,
      orderNo: `BC${day}${String(sequence).padStart(4, '0')}`,
      ...quoteOfDemand(demand),
      packageId: pkg.id,
      packageName: pkg.name,
      vehicleType: pkg.vehicleType,
      seats: pkg.seats,
      vehicles,
      dayHours,
      km,
      baseCents: price.baseCents,
      overtimeCents: price.overtimeCents,
      extraKmCents: price.extraKmCents,
      subtotalCents: price.subtotalCents,
      discountPercent,
      discountCents: price.discountCents,
      totalCents: price.totalCents,
      depositCents: deposit,
      receivedCents: paid,
      cancelFeeCents: fate === 'cancelled' ? 0 : null,
      cancelReason: fate === 'cancelled' ? '客户觉得价格偏高，暂不出行' : null,
      discountApproval: 'none',
      state: fate,
      note: null,
      createBy: by,
      createTime: quotedAt,
    });
    // the history, an hour apart
    const at = (step: number) => new Date(quotedAt.getTime() + step * 3_600_000);
    const steps: Array<[string, string | null, string, string | null, number | null]> = [['create', null, 'draft', null, price.totalCents]];
    if (fate !== 'draft') steps.push(['quote', 'draft', 'quoted', null, null]);
    if (fate === 'confirmed' || fate === 'deposit_paid')
      steps.push(['confirm', 'quoted', 'confirmed', `应付定金 ${formatMoney(deposit)} 元`, price.totalCents]);
    if (fate === 'deposit_paid') steps.push(['payDeposit', 'confirmed', 'deposit_paid', `对公转账收定金 ${formatMoney(deposit)} 元`, deposit]);
    if (fate === 'cancelled') steps.push(['cancel', 'quoted', 'cancelled', '客户觉得价格偏高，暂不出行；无违约金', 0]);
    steps.forEach(([action, fromState, toState, note, amountCents], step) =>
      events.push({
        id: seedId('bc-charter-order-event', `${id}:${step}`),
        tenantId: DEMO_TENANT,
        orderId: id,
        action,
        fromState,
        toState,
        note,
        amountCents,
        by,
        at: at(step),
      }),
    );
    if (paid)
      receipts.push({
        id: seedId('bc-charter-receipt', id),
        tenantId: DEMO_TENANT,
        orderId: id,
        kind: 'deposit',
        amountCents: paid,
        method: 'transfer',
        note: null,
        by,
        at: at(steps.length - 1),
      });
    const demandState = fate === 'quoted' ? 'quoted' : fate === 'confirmed' || fate === 'deposit_paid' ? 'ordered' : null;
    if (demandState) demandStates.push({ id: demand.id, state: demandState });
  });
  await chunkedInsert(orders, (chunk) => tx.insert(bcCharterOrder).values(chunk).onConflictDoNothing());
  await chunkedInsert(events, (chunk) => tx.insert(bcCharterOrderEvent).values(chunk).onConflictDoNothing());
  if (receipts.length) await tx.insert(bcCharterReceipt).values(receipts).onConflictDoNothing();
  for (const state of ['quoted', 'ordered'])
    await tx
      .update(bcCharterDemand)
      .set({ state })
      .where(
        and(
          eq(bcCharterDemand.state, 'new'),
          inArray(
            bcCharterDemand.id,
            demandStates.filter((one) => one.state === state).map((one) => one.id),
          ),
        ),
      );
}

async function demo(tx: Database, now: Date): Promise<void> {
  await seedPackages(tx, now);
  await seedDemands(tx, now);
  await seedOrders(tx, now);
}

export const bcSeed: AreaSeed = { version: 3, reference, demo };
