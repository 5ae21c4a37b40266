/**
 * 江城公交集团's passengers and custom buses: about 2,000 members registered in the app, 40
 * custom-bus requests in every state (the opened ones on the seeded custom lines), and about 1,500
 * tickets on those lines from two weeks back to two weeks ahead, bought by members. Reads the
 * custom lines from the network seed; without one it writes members and requests only.
 * Deterministic (one seeded PRNG, seedId ids) and idempotent (ON CONFLICT DO NOTHING); dates are
 * relative to `now`.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { addDays, serviceDateOf } from '../../modules/ops/fleet/service-day';
import { makeIdCard } from './id-card';
import { chunkedInsert, prng } from './ops-fleet';
import { seedId } from './seed-id';

/** bump when what this generator writes changes (seedFingerprint) */
export const OPS_MEMBERS_SEED_VERSION = 2;

const TENANT = 1;
const SYSTEM = 'system';
const MEMBERS = 2000;
/** tickets over the 28 days, shared by the custom lines */
const TICKETS_TARGET = 1500;

const PREFIXES = ['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156', '157', '158', '159'];
const MORE_PREFIXES = ['176', '173', '177', '180', '181', '182', '183', '185', '186', '187', '188', '189', '199'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蔡蒋余杜叶程魏苏吕丁任沈姚卢熊';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红娥玲芬燕彬鹏辉婷雪琳晨浩宇欣怡子轩梓涵一诺思雨佳俊';
const NICK_STARTS = ['江城', '东湖', '光谷', '汉口', '武昌', '晴天', '阳光', '快乐', '小小', '爱坐公交的', '早起的', '追风的'];
const NICK_ENDS = ['小王', '小李', '打工人', '上班族', '学生党', '阿姨', '大叔', '猫', '鱼', '鹿', '星星', '向日葵', '兔子'];
const REGIONS = ['420102', '420103', '420104', '420105', '420106', '420111', '420112', '420115', '420113', '420114'];

/** commuting corridors the requests ask for: [from, to, company] (company null for residents' requests) */
const CORRIDORS: Array<[string, string, string | null]> = [
  ['光谷广场', '汉口火车站', '江城光谷软件园'],
  ['后湖', '光谷生物城', '光谷生物创新园'],
  ['金银湖', '沌口开发区', '沌口汽车产业园'],
  ['南湖花园', '江汉路', '汉口金融中心'],
  ['王家湾', '关山大道', '东湖高新医院'],
  ['青山公园', '武昌火车站', '江城铁路局'],
  ['汉口客运站', '临空港开发区', '临空港物流园'],
  ['街道口', '东西湖工业园', '东西湖食品工业园'],
  ['中南路', '江城大学', '江城大学'],
  ['南湖花园', '江城第一中学', null],
  ['常青花园', '光谷广场', null],
  ['四新', '汉口火车站', null],
];
const REJECT_REPLIES = [
  '沿线已有 K2 快线覆盖，高峰期发车间隔 6 分钟，建议乘坐',
  '目前乘车人数不足 15 人，暂不具备开线条件，人数达到后可再次申请',
  '目的地园区道路不具备大型客车停靠条件，建议改为园区北门上下车后重新提交',
  '所需发车时段车辆已全部排满，下季度运力补充后优先安排',
];
const EVALUATING_NOTES = ['已安排线路勘察', '正在核算运力与票价', null];

interface CustomLine {
  id: string;
  code: string;
  number: string;
}

async function customLines(db: Database): Promise<CustomLine[]> {
  return db
    .select({ id: t.opsRoute.id, code: t.opsRoute.code, number: t.opsRoute.number })
    .from(t.opsRoute)
    .where(and(eq(t.opsRoute.tenantId, TENANT), eq(t.opsRoute.lineType, 'custom'), ne(t.opsRoute.status, 'cancelled')))
    .orderBy(asc(t.opsRoute.code));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** a China-time wall clock on a date as an instant */
const at = (date: string, hour: number, minute: number) => new Date(`${date}T${pad(hour)}:${pad(minute)}:00+08:00`);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday

export async function seedOpsMembers(db: Database, now: Date = new Date()) {
  const today = serviceDateOf(now);
  const random = prng(20260302);
  /**
   * `hour:minute` in Wuhan `days` ago, a day further back while that has not come yet: a seed run
   * at 02:39 put every registration and visit of "today" at 02:39 (the times were clamped to now),
   * and those were the first rows of 会员管理.
   */
  const pastAt = (days: number, hour: number, minute: number) => {
    let time = at(addDays(today, -days), hour, minute);
    for (let back = days + 1; time >= now; back += 1) time = at(addDays(today, -back), hour, minute);
    return time;
  };
  const name = () => random.pick([...SURNAMES]) + (random.next() < 0.55 ? random.pick([...GIVEN]) + random.pick([...GIVEN]) : random.pick([...GIVEN]));

  // members: unique phones, about half verified; registered over 2½ years, more of them lately
  const phones = new Set<string>();
  const members = Array.from({ length: MEMBERS }, (_, i) => {
    let phone = '';
    while (!phone || phones.has(phone)) phone = `${random.pick(random.next() < 0.7 ? PREFIXES : MORE_PREFIXES)}${pad(random.int(0, 99_999_999), 8)}`;
    phones.add(phone);
    const stateRoll = random.next();
    const realNameState = stateRoll < 0.34 ? 'none' : stateRoll < 0.42 ? 'pending' : stateRoll < 0.95 ? 'verified' : 'rejected';
    const realName = realNameState === 'none' ? null : name();
    const sex: 1 | 2 = random.next() < 0.5 ? 1 : 2;
    const birthday = `${random.int(1956, 2006)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    const idCard = realName ? makeIdCard(random.pick(REGIONS), birthday, sex, i + 1) : null;
    const statusRoll = random.next();
    const status = statusRoll < 0.93 ? 'normal' : statusRoll < 0.97 ? 'frozen' : 'cancelled';
    const daysAgo = Math.floor(Math.pow(random.next(), 1.6) * 900);
    const registerTime = pastAt(daysAgo, random.int(6, 22), random.int(0, 59));
    const activeDaysAgo = status === 'cancelled' ? null : Math.floor(random.next() * Math.min(daysAgo, 60));
    let lastActiveTime = activeDaysAgo === null ? null : pastAt(activeDaysAgo, random.int(6, 22), random.int(0, 59));
    // active on the day of registering, earlier in the day than that: active just after it instead
    if (lastActiveTime && lastActiveTime < registerTime) {
      const after = new Date(registerTime.getTime() + random.int(2, 40) * 60_000);
      lastActiveTime = after < now ? after : registerTime;
    }
    const nicknameRoll = random.next();
    return {
      id: seedId('ops-member', String(i + 1)),
      tenantId: TENANT,
      phone,
      nickname:
        nicknameRoll < 0.2 ? null : nicknameRoll < 0.75 ? random.pick(NICK_STARTS) + random.pick(NICK_ENDS) : `用户${phone.slice(-4)}${random.int(10, 99)}`,
      realName,
      idCardMasked: idCard ? `${idCard.slice(0, 6)}********${idCard.slice(-4)}` : null,
      realNameState,
      cardCount: realNameState === 'verified' ? random.int(0, 3) : random.next() < 0.3 ? 1 : 0,
      status,
      registerTime,
      lastActiveTime,
    };
  });
  await chunkedInsert(members, (chunk) => db.insert(t.opsMember).values(chunk).onConflictDoNothing());

  const lines = await customLines(db);

  // requests: 12 submitted and 10 under evaluation (the last 30 days), 10 opened and 8 rejected (older)
  const states = [...Array(12).fill('submitted'), ...Array(10).fill('evaluating'), ...Array(10).fill('opened'), ...Array(8).fill('rejected')] as string[];
  const requests = states.map((state, i) => {
    const [fromPlace, toPlace, company] = CORRIDORS[i % CORRIDORS.length];
    const enterprise = company !== null;
    const open = state === 'submitted' || state === 'evaluating';
    const submitDays = open ? random.int(0, 30) : random.int(31, 150);
    const depart = random.int(0, 10) * 10 + 400; // 06:40 .. 08:20
    const line = state === 'opened' && lines.length ? lines[i % lines.length] : null;
    const departTime = `${pad(Math.floor(depart / 60))}:${pad(depart % 60)}`;
    const returnMinutes = random.next() < 0.8 ? random.int(0, 9) * 10 + 1050 : null; // 17:30 .. 19:00
    const weekdays = enterprise ? (random.next() < 0.85 ? '1,2,3,4,5' : '1,2,3,4,5,6') : random.pick(['1,2,3,4,5', '6,7', '1,3,5']);
    const reply =
      state === 'opened'
        ? line
          ? `已开通${line.number}，${weekdays === '6,7' ? '周末' : '工作日'} ${departTime} 发车，可在江城公交 App 购票`
          : '已开线'
        : state === 'rejected'
          ? random.pick(REJECT_REPLIES)
          : state === 'evaluating'
            ? random.pick(EVALUATING_NOTES)
            : null;
    const contact = name();
    const submitTime = pastAt(submitDays, random.int(8, 20), random.int(0, 59));
    // answered one to ten days later at 10:00, or a few hours after it came in when that is not yet
    const decidedOn = pastAt(Math.max(0, submitDays - random.int(1, 10)), 10, 0);
    const answered = decidedOn > submitTime ? decidedOn : new Date(Math.min(submitTime.getTime() + random.int(30, 240) * 60_000, now.getTime() - 60_000));
    return {
      id: seedId('ops-custom-request', String(i + 1)),
      tenantId: TENANT,
      kind: enterprise ? 'enterprise' : 'personal',
      company,
      contactName: enterprise ? `${contact.slice(0, 1)}${random.pick(['经理', '主任', '老师', '女士', '先生'])}` : contact,
      contactPhone: `${random.pick(PREFIXES)}${pad(random.int(0, 99_999_999), 8)}`,
      fromPlace,
      toPlace,
      departTime,
      returnTime: returnMinutes === null ? null : `${pad(Math.floor(returnMinutes / 60))}:${pad(returnMinutes % 60)}`,
      passengers: enterprise ? random.int(18, 60) : random.int(2, 12),
      weekdays,
      state: state === 'opened' && !line ? 'evaluating' : state,
      routeId: line?.id ?? null,
      reply,
      submitTime,
      createBy: SYSTEM,
      createTime: submitTime,
      updateBy: state === 'submitted' ? null : 'liuyang',
      updateTime: state === 'submitted' ? null : answered,
    };
  });
  await chunkedInsert(requests, (chunk) => db.insert(t.opsCustomRequest).values(chunk).onConflictDoNothing());
  if (lines.length === 0) return { members: members.length, requests: requests.length, tickets: 0 };

  // tickets: regular riders (normal members) buy seats on working days, a few at weekends
  const riders = members.filter((m) => m.status === 'normal').slice(0, 240);
  const prices = new Map(lines.map((line, i) => [line.id, [1000, 1200, 800, 1500][i % 4]]));
  const tickets: Array<typeof t.opsCustomTicket.$inferInsert> = [];
  const dates = Array.from({ length: 28 }, (_, i) => addDays(today, i - 14));
  const working = dates.filter((d) => weekdayOf(d) % 6 !== 0).length;
  const perWorkingDay = Math.round((TICKETS_TARGET * 0.94) / working / lines.length);
  const perWeekendDay = Math.max(1, Math.round((TICKETS_TARGET * 0.06) / (dates.length - working) / lines.length));
  for (const date of dates) {
    const past = date < today;
    const base = weekdayOf(date) % 6 === 0 ? perWeekendDay : perWorkingDay;
    for (const line of lines) {
      const seats = Math.max(1, base + random.int(-Math.ceil(base / 8), Math.ceil(base / 8)));
      const start = random.int(0, riders.length - 1);
      for (let k = 0; k < seats; k += 1) {
        const rider = riders[(start + k * 7) % riders.length];
        const roll = random.next();
        const state = past
          ? roll < 0.86
            ? 'used'
            : roll < 0.93
              ? 'refunded'
              : roll < 0.96
                ? 'cancelled'
                : 'paid'
          : roll < 0.9
            ? 'paid'
            : roll < 0.96
              ? 'refunded'
              : 'cancelled';
        // bought one to seven days ahead; seats of the coming days were bought in the last few days
        const ahead = addDays(date, -random.int(1, 7));
        const boughtOn = ahead < today ? ahead : addDays(today, -random.int(0, 4));
        let bought = at(boughtOn, random.int(7, 22), random.int(0, 59));
        if (bought > now) bought = new Date(bought.getTime() - 86_400_000);
        const key = `${date.replaceAll('-', '')}${line.code.replace(/\W/g, '').slice(-4)}${pad(k + 1, 3)}`;
        tickets.push({
          id: seedId('ops-custom-ticket', key),
          tenantId: TENANT,
          orderNo: `DZ${key}`,
          routeId: line.id,
          memberId: rider.id,
          passengerName: rider.realName ?? name(),
          phone: rider.phone,
          travelDate: date,
          priceCents: prices.get(line.id)!,
          state,
          purchaseTime: bought,
        });
      }
    }
  }
  await chunkedInsert(tickets, (chunk) => db.insert(t.opsCustomTicket).values(chunk).onConflictDoNothing());
  return { members: members.length, requests: requests.length, tickets: tickets.length };
}
