/**
 * 挂失管理 and 补卡管理: the desk's loss reports (with their unblocking) and replacements, read
 * from the cards' events on the read-only kit, each list its own actions.
 */
import { inArray, sql } from 'drizzle-orm';
import { cardReplacementResource, lossReportResource, type AnyResource, type CardEventRecord } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { recordOf, readOnlyResourceKit } from '../../../lib/resource-kit';
import { memberDirectory } from '../../ops';
import { qualified } from '../../../lib/sql-ref';
import { ispsCardEvent } from './card.table';

const selectEvents = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: ispsCardEvent.id,
      cardId: ispsCardEvent.cardId,
      cardNo: ispsCardEvent.cardNo,
      action: ispsCardEvent.action,
      holderName: memberDirectory.nameOf(ispsCardEvent.memberId),
      amountCents: ispsCardEvent.amountCents,
      feeCents: ispsCardEvent.feeCents,
      payMode: ispsCardEvent.payMode,
      newCardNo: ispsCardEvent.newCardNo,
      placeId: ispsCardEvent.placeId,
      placeName: sql<string | null>`(select p.name from isps_supplement_place p where p.id = ${qualified(ispsCardEvent.placeId)})`,
      note: ispsCardEvent.note,
      createBy: ispsCardEvent.createBy,
      createTime: ispsCardEvent.createTime,
    })
    .from(ispsCardEvent)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

const columns = {
  cardNo: ispsCardEvent.cardNo,
  action: ispsCardEvent.action,
  holderName: null,
  amountCents: ispsCardEvent.amountCents,
  feeCents: ispsCardEvent.feeCents,
  newCardNo: ispsCardEvent.newCardNo,
  placeId: ispsCardEvent.placeId,
  note: ispsCardEvent.note,
  createBy: ispsCardEvent.createBy,
  createTime: ispsCardEvent.createTime,
};

function eventKit(resource: AnyResource, name: string, actions: readonly string[]) {
  const catalogue = resource.fields as Record<string, unknown>;
  const list = defineList({
    name,
    dataRulePermission: resource.permissions.list,
    table: ispsCardEvent,
    fields: fieldsOf(resource.fields, Object.fromEntries(Object.entries(columns).filter(([field]) => field in catalogue)) as never),
    defaultSort: resource.defaultSort,
    tieBreaker: ispsCardEvent.id,
    tenantColumn: ispsCardEvent.tenantId,
  });
  return readOnlyResourceKit({
    resource,
    table: ispsCardEvent,
    list,
    select: selectEvents,
    baseWhere: () => [inArray(ispsCardEvent.action, [...actions])],
    toRecord: (row) => recordOf(row) as CardEventRecord,
  });
}

/** 挂失管理: 挂失 and 解挂 */
export const lossReportKit = eventKit(lossReportResource, 'isps_loss_report', ['report_lost', 'unblock']);
/** 补卡管理: 补卡 */
export const cardReplacementKit = eventKit(cardReplacementResource, 'isps_card_replacement', ['replace']);
