/**
 * 支付记录, 退款记录 and 现金消费: the cards' ledger as the finance side reads it, each list a view of
 * the entries (money paid in through a pay mode, money paid back, the desks' cash), on the
 * read-only kit: search by time, card, type and pay mode, the amount in 高级查询, export to Excel.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cashConsumeResource, paymentRecordResource, refundRecordResource, type AnyResource, type LedgerEntryRecord } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { conditionToSql, defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { recordOf, readOnlyResourceKit } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { memberDirectory } from '../../ops';
import { payModeNameOf } from '../pay-mode/pay-mode.service';
import { ispsCard, ispsCardLedger } from './card.table';

/** the entries with their card, holder, pay mode's and service point's names (the lists and one card's ledger) */
export const selectEntries = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: ispsCardLedger.id,
      cardId: ispsCardLedger.cardId,
      cardNo: ispsCard.cardNo,
      holderName: memberDirectory.nameOf(ispsCard.memberId),
      kind: ispsCardLedger.kind,
      amountCents: ispsCardLedger.amountCents,
      balanceAfterCents: ispsCardLedger.balanceAfterCents,
      payMode: ispsCardLedger.payMode,
      payModeName: payModeNameOf(ispsCardLedger.payMode, ispsCardLedger.tenantId),
      placeId: ispsCardLedger.placeId,
      placeName: sql<string | null>`(select p.name from isps_supplement_place p where p.id = ${qualified(ispsCardLedger.placeId)})`,
      note: ispsCardLedger.note,
      createBy: ispsCardLedger.createBy,
      createTime: ispsCardLedger.createTime,
    })
    .from(ispsCardLedger)
    .innerJoin(ispsCard, eq(ispsCard.id, ispsCardLedger.cardId))
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

const cardNoField = { column: ispsCard.cardNo, type: 'string' as const };
const cardNoLike = (value: string): SQL =>
  sql`${ispsCardLedger.cardId} in (select ${ispsCard.id} from ${ispsCard} where ${conditionToSql(cardNoField, 'like', value, 'cardNo')})`;

function ledgerKit(resource: AnyResource, name: string, where: () => SQL) {
  const list = defineList({
    name,
    dataRulePermission: resource.permissions.list,
    table: ispsCardLedger,
    fields: fieldsOf(resource.fields, {
      createTime: ispsCardLedger.createTime,
      // the card's number, as the cards whose number holds it (the list counts its own table)
      cardNo: { column: ispsCardLedger.cardId, filter: cardNoLike },
      holderName: null,
      kind: ispsCardLedger.kind,
      amountCents: ispsCardLedger.amountCents,
      payMode: ispsCardLedger.payMode,
      placeId: ispsCardLedger.placeId,
      createBy: ispsCardLedger.createBy,
      note: ispsCardLedger.note,
    }),
    defaultSort: resource.defaultSort,
    tieBreaker: ispsCardLedger.id,
    tenantColumn: ispsCardLedger.tenantId,
  });
  return readOnlyResourceKit({
    resource,
    table: ispsCardLedger,
    list,
    select: selectEntries,
    baseWhere: () => [where()],
    toRecord: (row) => recordOf(row) as LedgerEntryRecord,
  });
}

/** money in through a pay mode: the first load and the top-ups */
export const paymentRecordKit = ledgerKit(paymentRecordResource, 'isps_payment_record', () => inArray(ispsCardLedger.kind, ['load', 'topup']));
/** money back to a passenger */
export const refundRecordKit = ledgerKit(refundRecordResource, 'isps_refund_record', () => inArray(ispsCardLedger.kind, ['return', 'refund']));
/** the desks' cash, in and out */
export const cashConsumeKit = ledgerKit(cashConsumeResource, 'isps_cash_consume', () => eq(ispsCardLedger.payMode, 'cash'));
