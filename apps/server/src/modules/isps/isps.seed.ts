/**
 * The card desk's seed: the pay modes a company starts with (reference: a desk cannot take money
 * without one) and the demo company's cards (demo: isps-demo.seed.ts) and passenger-app content (isps-content.seed.ts). Stable ids, written once (ON CONFLICT DO NOTHING): a mode an administrator changed
 * or disabled stays as they left it.
 */
import type { Database } from '../../db/client';
import { seedId } from '../../db/seed/seed-id';
import type { AreaSeed } from '../area';
import { scheduledJobs } from '../sys';
import { seedAppContentDemo } from './isps-content.seed';
import { seedCardDeskDemo } from './isps-demo.seed';
import { CARD_CHECK_JOB } from './unusual-trade/unusual-trade.service';
import { ispsPayMode } from './pay-mode/pay-mode.table';

const DEMO_TENANT = 1;
const PAY_MODES = [
  { code: 'cash', name: '现金', channel: 'cash', sortNo: 1, remark: '服务网点柜台收付现金' },
  { code: 'wechat', name: '微信支付', channel: 'wechat', sortNo: 2, remark: '柜台扫码与乘客 App 内支付' },
  { code: 'alipay', name: '支付宝', channel: 'alipay', sortNo: 3, remark: '柜台扫码与乘客 App 内支付' },
  { code: 'unionpay', name: '银联刷卡', channel: 'unionpay', sortNo: 4, remark: '柜台 POS 机' },
] as const;

async function reference(tx: Database, now: Date): Promise<void> {
  await tx
    .insert(ispsPayMode)
    .values(
      PAY_MODES.map((mode) => ({
        id: seedId('isps-pay-mode', mode.code),
        tenantId: DEMO_TENANT,
        ...mode,
        merchantNo: null,
        status: '1',
        createBy: 'system',
        createTime: now,
      })),
    )
    .onConflictDoNothing();
}

/** the demo company's desk and its nightly check (a task of 定时任务 at 02:30) */
async function demo(tx: Database, now: Date): Promise<void> {
  await seedCardDeskDemo(tx, now);
  await seedAppContentDemo(tx, now);
  // the nightly check of the cards' balances and the rules for unusual transactions, at 02:30
  await scheduledJobs.seed(
    tx,
    {
      id: seedId('quartz-job', CARD_CHECK_JOB),
      jobName: '卡务每日核对',
      jobClassName: CARD_CHECK_JOB,
      cronExpression: '0 30 2 * * ?',
      description: '核对每张卡的余额与流水合计，按规则发现短时多次充值、重复扣费等异常交易，写入异常交易待处理',
    },
    now,
  );
}

export const ispsSeed: AreaSeed = { version: 4, reference, demo };
