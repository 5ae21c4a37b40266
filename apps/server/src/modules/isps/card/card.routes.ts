import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardIssueSchema,
  cardRecordSchema,
  cardReplaceSchema,
  cardReportLostSchema,
  cardReturnSchema,
  cardStates,
  cardTopUpSchema,
  cardUnblockSchema,
  ISPS_CARD_PERMS,
  ledgerRecordSchema,
  replySchema,
  type CardAction,
  type LedgerRecord,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { recordOf } from '../../../lib/resource-kit';
import type { ListContext } from '../../../lib/list-query';
import { dictionaryItems } from '../../sys';
import { Replayed } from './card-ledger';
import { cardReplacementKit, lossReportKit } from './card-events.service';
import { cashConsumeKit, paymentRecordKit, refundRecordKit, selectEntries } from './ledger-lists.service';
import { cardKit, issueCard, replaceCard, reportCardLost, returnCard, topUpCard, unblockCard } from './card.service';
import { ispsCardLedger } from './card.table';

const tags = ['isps-card'];
const recordReply = { 200: replySchema(cardRecordSchema) };
const permissionOf = (action: CardAction) => cardStates.actions[action].permission!;
/** the most entries one card's ledger page shows (newest first) */
const LEDGER_PAGE = 200;

/**
 * Runs a desk operation and answers with the card as it now is; a replay of a request already
 * booked answers with its card and says nothing was booked again.
 */
async function answer(ctx: ListContext, run: () => Promise<string>, message: string) {
  try {
    return ok(await cardKit.service.get(ctx, await run()), message);
  } catch (error) {
    if (error instanceof Replayed) return ok(await cardKit.service.get(ctx, error.cardId), '该笔业务已办理，未重复记账');
    throw error;
  }
}

/** 办卡管理, 挂失管理 and 补卡管理: the lists, and the desk's operations, each behind the code its action declares. */
const cardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(cardKit.routes);
  await fastify.register(lossReportKit.routes);
  await fastify.register(cardReplacementKit.routes);
  await fastify.register(paymentRecordKit.routes);
  await fastify.register(refundRecordKit.routes);
  await fastify.register(cashConsumeKit.routes);

  fastify.post(
    '/isps/card/issue',
    { config: { permission: ISPS_CARD_PERMS.issue }, schema: { tags, summary: '办卡', body: cardIssueSchema, response: recordReply } },
    async (request) => answer(request.ctx, () => issueCard(request.ctx, request.body), '办卡成功'),
  );
  fastify.post(
    '/isps/card/topUp',
    { config: { permission: permissionOf('topUp') }, schema: { tags, summary: '充值', body: cardTopUpSchema, response: recordReply } },
    async (request) => answer(request.ctx, () => topUpCard(request.ctx, request.body), '充值成功'),
  );
  fastify.post(
    '/isps/card/reportLost',
    { config: { permission: permissionOf('reportLost') }, schema: { tags, summary: '挂失', body: cardReportLostSchema, response: recordReply } },
    async (request) => answer(request.ctx, () => reportCardLost(request.ctx, request.body), '挂失成功，卡片已停用'),
  );
  fastify.post(
    '/isps/card/unblock',
    { config: { permission: permissionOf('unblock') }, schema: { tags, summary: '解挂', body: cardUnblockSchema, response: recordReply } },
    async (request) => answer(request.ctx, () => unblockCard(request.ctx, request.body), '解挂成功'),
  );
  fastify.post(
    '/isps/card/replace',
    { config: { permission: permissionOf('replace') }, schema: { tags, summary: '补卡', body: cardReplaceSchema, response: recordReply } },
    async (request) => answer(request.ctx, () => replaceCard(request.ctx, request.body), '补卡成功，余额已转入新卡'),
  );
  fastify.post(
    '/isps/card/return',
    { config: { permission: permissionOf('return') }, schema: { tags, summary: '退卡', body: cardReturnSchema, response: recordReply } },
    async (request) => answer(request.ctx, () => returnCard(request.ctx, request.body), '退卡成功'),
  );

  fastify.get(
    '/isps/card/ledger',
    {
      config: { permission: ISPS_CARD_PERMS.list },
      schema: {
        tags,
        summary: '卡内流水',
        querystring: z.object({ id: z.string().min(1, '请指定卡片').max(64) }),
        response: { 200: replySchema(z.array(ledgerRecordSchema)) },
      },
    },
    async (request) => {
      const { ctx } = request;
      // the card of the company (a 404 otherwise), then its newest entries
      await cardKit.service.get(ctx, request.query.id);
      const rows = await selectEntries(ctx.db)({
        where: and(eq(ispsCardLedger.cardId, request.query.id), eq(ispsCardLedger.tenantId, ctx.session.tenantId)),
        orderBy: [desc(ispsCardLedger.createTime), desc(ispsCardLedger.requestId)],
        limit: LEDGER_PAGE,
        offset: 0,
      });
      const kinds = new Map((await dictionaryItems(ctx.db, 'isps_ledger_kind')).map((item) => [item.value, item.text]));
      return ok(rows.map((row) => ({ ...(recordOf(row) as LedgerRecord), kind_dictText: kinds.get(row.kind) ?? row.kind })));
    },
  );
};

export default cardRoutes;
