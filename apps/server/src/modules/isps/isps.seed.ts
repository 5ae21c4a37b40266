/**
 * The card desk's seed: the pay modes a company starts with (reference: a desk cannot take money
 * without one) and the demo company's cards (demo: isps-demo.seed.ts) and passenger-app content (isps-content.seed.ts). Stable ids, written once (ON CONFLICT DO NOTHING): a mode an administrator changed
 * or disabled stays as they left it.
 */
import { ANNUAL_CARD_PROCESS_KEY, REFUND_APPROVAL_PROCESS_KEY } from '@bus/contracts';
import type { Database } from '../../db/client';
import { seedId } from '../../db/seed/seed-id';
import type { AreaSeed } from '../area';
import { scheduledJobs } from '../sys';
import { oneStepProcessXml, seedApprovalProcess } from '../workflow';
import { seedAppContentDemo } from './isps-content.seed';
import { seedCardDeskDemo } from './isps-demo.seed';
import { CARD_CHECK_JOB } from './unusual-trade/unusual-trade.service';
import { AUTO_RECONCILE_JOB } from './reconcile/auto-reconcile';
import { ispsPayMode } from './pay-mode/pay-mode.table';

const DEMO_TENANT = 1;
const PAY_MODES = [
  { code: 'cash', name: '现金', channel: 'cash', sortNo: 1, remark: '服务网点柜台收付现金' },
  { code: 'wechat', name: '微信支付', channel: 'wechat', sortNo: 2, remark: '柜台扫码与乘客 App 内支付' },
  { code: 'alipay', name: '支付宝', channel: 'alipay', sortNo: 3, remark: '柜台扫码与乘客 App 内支付' },
  { code: 'unionpay', name: '银联刷卡', channel: 'unionpay', sortNo: 4, remark: '柜台 POS 机' },
] as const;

/** 退款审批: a refund above 充值设置's limit goes to the finance department (黄敏); 同意 books it, 驳回 releases it */
const REFUND_PROCESS = {
  processKey: REFUND_APPROVAL_PROCESS_KEY,
  name: '退款审批',
  category: '财务',
  description: '订单退款超过充值设置中的退款审批金额时发起：财务部审批，同意即退款，驳回则不退',
  xml: oneStepProcessXml({
    processKey: REFUND_APPROVAL_PROCESS_KEY,
    name: '退款审批',
    startName: '提交退款',
    taskName: '财务部审批',
    assignee: 'huangmin',
    assigneeText: '黄敏（财务部）',
  }),
};

/** 年卡审核: an annual-card application goes to the customer centre (谢婷); 同意 activates the card, 驳回 refuses it, 退回 asks the desk for more documents */
const ANNUAL_CARD_PROCESS = {
  processKey: ANNUAL_CARD_PROCESS_KEY,
  name: '年卡审核',
  category: '卡务',
  description: '年卡申请提交后发起：客服中心审核证明材料，同意即开通年卡，驳回则不予办理，退回则由窗口补充材料后重新提交',
  xml: oneStepProcessXml({
    processKey: ANNUAL_CARD_PROCESS_KEY,
    name: '年卡审核',
    startName: '提交年卡申请',
    taskName: '客服中心审核',
    assignee: 'xieting',
    assigneeText: '谢婷（客服中心）',
  }),
};

async function reference(tx: Database, now: Date): Promise<void> {
  await seedApprovalProcess(tx, REFUND_PROCESS);
  await seedApprovalProcess(tx, ANNUAL_CARD_PROCESS);
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
  // the channels' statements of the day before, from the inbox, each morning at 09:30
  await scheduledJobs.seed(
    tx,
    {
      id: seedId('quartz-job', AUTO_RECONCILE_JOB),
      jobName: '自动对账',
      jobClassName: AUTO_RECONCILE_JOB,
      cronExpression: '0 30 9 * * ?',
      description: '导入对账单收件箱中微信支付与支付宝前一日的对账单，与订单、支付和退款三方核对，差异写入对账记录待处理',
    },
    now,
  );
}

export const ispsSeed: AreaSeed = { version: 11, reference, demo };
