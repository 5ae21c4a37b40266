/**
 * The demo company's passenger-app content (issue 24): a week of passengers' feedback (some answered,
 * one closed), news categories with their articles, the home page's modules, the carousel, adverts,
 * custom-route requests, the app's versions and the privacy agreement's three versions. Pictures
 * are left for the pages' upload widget (a seed has no files to point at). Deterministic (seedId
 * ids, times relative to `now`), written once (ON CONFLICT DO NOTHING).
 */
import type { Database } from '../../db/client';
import { seedId } from '../../db/seed/seed-id';
import { ispsAdvertAccess } from './advert-access/advert-access.table';
import { ispsDayTicket } from './day-ticket/day-ticket.table';
import { ispsAppModule } from './app-module/app-module.table';
import { ispsAppUpdate } from './app-update/app-update.table';
import { ispsFeedback, ispsFeedbackReply } from './feedback/feedback.table';
import { ispsInfoArticle } from './info-article/info-article.table';
import { ispsInfoCategory } from './info-category/info-category.table';
import { ispsPersonalCustom } from './personal-custom/personal-custom.table';
import { ispsPrivacyAgreement } from './privacy-agreement/privacy-agreement.table';
import { ispsRotationMap } from './rotation-map/rotation-map.table';

const TENANT = 1;
const SYSTEM = 'system';
const CLERK = 'admin';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** type, what the passenger wrote, phone, hours ago, state, the replies */
const FEEDBACK: ReadonlyArray<[string, string, string | null, number, string, string[]]> = [
  ['route', '12路晚上九点以后班次太少，下晚班经常要等半小时，希望能加密。', '13871234501', 5, 'pending', []],
  ['service', '今早 8 点左右 21 路司机在光谷广场站没等老人坐稳就起步，希望加强培训。', '13971234502', 20, 'processing', []],
  [
    'card',
    '在 APP 里给公交卡充值 50 元，扣款成功但卡上余额没变。',
    '15071234503',
    30,
    'replied',
    ['您好，充值已于当日到账，请在刷卡机上刷卡一次完成圈存，如仍有问题请致电 027-96390。'],
  ],
  [
    'app',
    '乘车码页面打开很慢，高峰期要转好几秒才出码。',
    '18671234504',
    52,
    'replied',
    ['感谢反馈，新版本 3.2.0 已优化乘车码加载速度，请更新后使用。', '补充：安卓版已于本周上架各应用商店。'],
  ],
  ['vehicle', '530 路 鄂A·D3217 车内空调不制冷，车厢很闷。', null, 76, 'closed', ['已通知车队检修，空调已于次日修复。']],
  ['suggestion', '建议在 APP 上增加到站提醒功能，快到站时手机震动提示。', '13571234506', 100, 'pending', []],
  ['other', '失物招领：昨天下午在 1 路车上丢了一把黑色雨伞。', '13771234507', 130, 'processing', []],
];

const CATEGORIES: ReadonlyArray<[string, string, number]> = [
  ['notice', '出行公告', 1],
  ['guide', '乘车指南', 2],
  ['news', '公交资讯', 3],
];

/** category, title, body, published days ago (null: a draft), top */
const ARTICLES: ReadonlyArray<[string, string, string, number | null, boolean]> = [
  [
    'notice',
    '元旦假期公交运营安排',
    '<p>元旦假期（1 月 1 日至 3 日）期间，<strong>1 路、21 路、530 路</strong>延长运营至 23:00，其余线路按周末时刻表运营。</p>',
    2,
    true,
  ],
  [
    'notice',
    '中山大道施工 5 条线路临时绕行',
    '<p>因中山大道管网施工，自下周一起 12 路、15 路、38 路、45 路、61 路临时绕行京汉大道，恢复时间另行通知。</p>',
    6,
    false,
  ],
  [
    'guide',
    '如何使用乘车码乘车',
    '<p>打开江城公交 APP，点击首页“乘车码”，上车时将二维码对准扫码器即可。</p><ul><li>首次使用需开通免密支付</li><li>无网络时也可展示离线乘车码</li></ul>',
    30,
    false,
  ],
  ['guide', '老年卡、学生卡办理须知', '<p>持本人身份证到任一补登网点办理，学生卡另需学校证明。办理后 3 个工作日内可领卡。</p>', 45, false],
  ['news', '江城公交新增 60 辆新能源公交车', '<p>本月起，60 辆纯电动公交车陆续投入 21 路、530 路运营，全部配备无障碍踏板和 USB 充电口。</p>', null, false],
];

/** name, link, order, shown */
const MODULES: ReadonlyArray<[string, string, number, boolean]> = [
  ['乘车码', '/pages/ride-code/index', 1, true],
  ['实时公交', '/pages/realtime/index', 2, true],
  ['线路查询', '/pages/route/search', 3, true],
  ['卡片充值', '/pages/card/top-up', 4, true],
  ['定制公交', '/pages/custom/index', 5, true],
  ['失物招领', '/pages/lost-found/index', 6, true],
  ['意见反馈', '/pages/feedback/index', 7, true],
  ['积分商城', 'https://mall.jcbus.cn', 8, false],
];

/** title, link, order, from days ago, to days ahead */
const CAROUSEL: ReadonlyArray<[string, string | null, number, number, number]> = [
  ['扫码乘车享 8 折优惠', '/pages/ride-code/index', 1, 10, 20],
  ['新能源公交上线 21 路', '/pages/news/detail?id=4', 2, 3, 27],
  ['元旦假期延长运营', '/pages/news/detail?id=1', 3, 40, -5],
  ['春节返乡定制专线开放预约', '/pages/custom/index', 4, -7, 40],
];

/** slot, name, advertiser, link, from days ago, to days ahead, state */
const ADVERTS: ReadonlyArray<[string, string, string, string | null, number, number, string]> = [
  ['splash', '江城银行联名公交卡', '江城银行', 'https://www.jcbank.example/card', 15, 15, 'running'],
  ['home_banner', '楚天书城冬季书展', '楚天书城', 'https://www.ctbook.example', 5, 25, 'running'],
  ['popup', '江城地铁换乘优惠', '江城地铁集团', null, -3, 60, 'pending'],
  ['ride_code', '汉口老字号美食节', '江汉区商务局', 'https://food.jianghan.example', 60, -30, 'ended'],
];

/** from, to, days ahead, hour, travellers, name, phone, state, note */
const CUSTOM: ReadonlyArray<[string, string, number, number, number, string, string, string, string | null]> = [
  ['后湖百步亭', '光谷软件园', 5, 7, 28, '李女士', '13871234601', 'pending', null],
  ['汉口火车站', '江城大学', 9, 8, 45, '王老师', '13971234602', 'contacted', '已电话联系，待确认开学返校日期'],
  ['武昌火车站', '东湖风景区', 3, 9, 32, '张先生', '15071234603', 'arranged', '已安排 1 辆 35 座大巴'],
  ['沌口开发区', '汉阳汽车城', 12, 7, 6, '刘先生', '18671234604', 'declined', '人数不足 15 人，建议乘坐 530 路'],
  ['黄陂区前川', '天河机场', 20, 6, 18, '陈女士', '13571234605', 'pending', null],
];

/** platform, name, code, forced, notes, days ago */
const VERSIONS: ReadonlyArray<[string, string, number, boolean, string, number]> = [
  ['android', '3.0.0', 300, true, '全新首页；支持乘车码离线使用', 120],
  ['android', '3.1.0', 310, false, '新增实时公交到站提醒；修复充值页偶发闪退', 60],
  ['android', '3.2.0', 320, false, '乘车码加载提速；新增定制公交预约', 7],
  ['ios', '3.1.0', 31000, false, '新增实时公交到站提醒', 58],
  ['ios', '3.2.0', 32000, false, '乘车码加载提速；新增定制公交预约；适配 iOS 18', 6],
];

const AGREEMENT = (year: string, extra: string) =>
  `<h2>江城公交 APP 隐私政策（${year}）</h2><p>江城公交集团（以下简称“我们”）重视您的个人信息保护。我们仅在提供乘车、充值和客服所必需的范围内收集您的手机号、乘车记录和支付结果，不会向第三方出售您的个人信息。</p>${extra}<p>如有疑问，请致电客服 027-96390。</p>`;

export async function seedAppContentDemo(tx: Database, now: Date): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const audit = { tenantId: TENANT, createBy: SYSTEM, createTime: at(180 * DAY) };

  await tx
    .insert(ispsFeedback)
    .values(
      FEEDBACK.map(([feedbackType, content, contactPhone, hoursAgo, state, replies], i) => ({
        id: seedId('isps-feedback', String(i)),
        ...audit,
        feedbackType,
        content,
        contactPhone,
        submitTime: at(hoursAgo * HOUR),
        state,
        lastReplyBy: replies.length ? CLERK : null,
        lastReplyTime: replies.length ? at((hoursAgo - 2 - replies.length) * HOUR) : null,
        createTime: at(hoursAgo * HOUR),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(ispsFeedbackReply)
    .values(
      FEEDBACK.flatMap(([, , , hoursAgo, , replies], i) =>
        replies.map((content, r) => ({
          id: seedId('isps-feedback-reply', `${i}-${r}`),
          tenantId: TENANT,
          feedbackId: seedId('isps-feedback', String(i)),
          seq: r + 1,
          content,
          replyBy: CLERK,
          replyTime: at((hoursAgo - 3 - r) * HOUR),
        })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(ispsInfoCategory)
    .values(CATEGORIES.map(([key, name, sort]) => ({ id: seedId('isps-info-category', key), ...audit, name, sort, enabled: true })))
    .onConflictDoNothing();
  await tx
    .insert(ispsInfoArticle)
    .values(
      ARTICLES.map(([category, title, content, daysAgo, top], i) => ({
        id: seedId('isps-info-article', String(i)),
        ...audit,
        categoryId: seedId('isps-info-category', category),
        title,
        content,
        state: daysAgo === null ? 'draft' : 'published',
        publishTime: daysAgo === null ? null : at(daysAgo * DAY),
        top,
        createTime: at(((daysAgo ?? 1) + 1) * DAY),
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(ispsAppModule)
    .values(MODULES.map(([name, link, sort, visible]) => ({ id: seedId('isps-app-module', String(sort)), ...audit, name, link, sort, visible })))
    .onConflictDoNothing();
  await tx
    .insert(ispsRotationMap)
    .values(
      CAROUSEL.map(([title, link, sort, fromDaysAgo, toDaysAhead]) => ({
        id: seedId('isps-rotation-map', String(sort)),
        ...audit,
        title,
        link,
        sort,
        validFrom: at(fromDaysAgo * DAY),
        validTo: at(-toDaysAhead * DAY),
      })),
    )
    .onConflictDoNothing();
  // adverts run by the day, in Wuhan
  const day = (daysAgo: number) => new Date(now.getTime() + 8 * HOUR - daysAgo * DAY).toISOString().slice(0, 10);
  await tx
    .insert(ispsAdvertAccess)
    .values(
      ADVERTS.map(([slot, name, advertiser, link, fromDaysAgo, toDaysAhead, state], i) => ({
        id: seedId('isps-advert', String(i)),
        ...audit,
        slot,
        name,
        advertiser,
        link,
        startDate: day(fromDaysAgo),
        endDate: day(-toDaysAhead),
        state,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(ispsPersonalCustom)
    .values(
      CUSTOM.map(([fromPlace, toPlace, daysAhead, hour, passengerCount, contactName, contactPhone, state, remark], i) => ({
        id: seedId('isps-personal-custom', String(i)),
        ...audit,
        fromPlace,
        toPlace,
        travelTime: new Date(Math.floor((now.getTime() + 8 * HOUR) / DAY) * DAY - 8 * HOUR + daysAhead * DAY + hour * HOUR),
        passengerCount,
        contactName,
        contactPhone,
        state,
        remark,
        createTime: at((i + 1) * DAY),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(ispsAppUpdate)
    .values(
      VERSIONS.map(([platform, versionName, versionCode, forced, releaseNotes, daysAgo]) => ({
        id: seedId('isps-app-update', `${platform}-${versionCode}`),
        ...audit,
        platform,
        versionName,
        versionCode,
        forced,
        releaseNotes,
        downloadUrl: platform === 'android' ? `https://download.jcbus.cn/android/jcbus-${versionName}.apk` : 'https://apps.apple.com/cn/app/id1234567890',
        createTime: at(daysAgo * DAY),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(ispsPrivacyAgreement)
    .values(
      [
        ['2024 版', 'archived', 700, AGREEMENT('2024 版', '')],
        ['2026 版', 'current', 90, AGREEMENT('2026 版', '<p>新增：定制公交预约时，我们会收集您填写的出发地、目的地和联系人，仅用于安排车辆。</p>')],
        ['2026 修订版', 'draft', null, AGREEMENT('2026 修订版', '<p>修订：乘车记录的保存期限由三年改为两年。</p>')],
      ].map(([versionName, state, daysAgo, content]) => ({
        id: seedId('isps-privacy-agreement', versionName as string),
        ...audit,
        versionName: versionName as string,
        title: '江城公交 APP 隐私政策',
        content: content as string,
        state: state as string,
        publishBy: daysAgo === null ? null : CLERK,
        publishTime: daysAgo === null ? null : at((daysAgo as number) * DAY),
      })),
    )
    .onConflictDoNothing();

  // 日票设置: what the app sells (the demo orders' 日票 1 日 and 3 日 among them)
  await tx
    .insert(ispsDayTicket)
    .values(
      [
        ['一日票', 1000, 1, '全网', '1', '当日 24 时前不限次乘坐全网公交'],
        ['三日票', 2500, 3, '全网', '1', '购买当日起连续 3 天有效'],
        ['机场大巴日票', 3000, 1, '机场大巴 1 线、机场大巴 2 线', '1', '仅限机场大巴线路'],
        ['春节七日票', 5000, 7, '全网', '0', '春节假期限定，已下架'],
      ].map(([name, priceCents, validDays, lines, status, remark]) => ({
        id: seedId('isps-day-ticket', name as string),
        tenantId: 1,
        name: name as string,
        priceCents: priceCents as number,
        validDays: validDays as number,
        lines: lines as string,
        status: status as string,
        remark: remark as string,
        createBy: 'system',
        createTime: now,
      })),
    )
    .onConflictDoNothing();
}
