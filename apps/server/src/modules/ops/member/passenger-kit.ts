/**
 * The passengers as another area lists them (issue 24: the card desk's 乘客信息 is 会员管理's records,
 * one record, not two): the members' list on the read-only kit under the other area's resource and
 * permission, with columns that area adds as SQL on the member's id (its cards' count and balance).
 * The ops tables stay inside ops; the other area never names them.
 */
import { getTableColumns, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyResource } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { conditionToSql, defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { readOnlyResourceKit } from '../../../lib/resource-kit';
import { toMemberRecord, type MemberRow } from './member.service';
import { opsMember } from './member.table';
import { phoneFilter } from './phone-filter';

const realNameField = { column: opsMember.realName, type: 'string' as const };
const nicknameField = { column: opsMember.nickname, type: 'string' as const };

export function passengerKit<Extra extends Record<string, SQL>>(resource: AnyResource, extra: (memberId: AnyPgColumn) => Extra) {
  const extras = extra(opsMember.id);
  const list = defineList({
    name: 'ops_member',
    dataRulePermission: resource.permissions.list,
    table: opsMember,
    fields: fieldsOf(resource.fields, {
      phone: { column: opsMember.phone, filter: phoneFilter(opsMember.phone) },
      name: {
        column: opsMember.realName,
        filter: (value) => or(conditionToSql(realNameField, 'like', value, 'name'), conditionToSql(nicknameField, 'like', value, 'name'))!,
      },
      realName: opsMember.realName,
      idCardMasked: opsMember.idCardMasked,
      realNameState: opsMember.realNameState,
      cardCount: opsMember.cardCount,
      status: opsMember.status,
      registerTime: opsMember.registerTime,
      ...Object.fromEntries(Object.keys(extras).map((key) => [key, null])),
    }),
    defaultSort: resource.defaultSort,
    tieBreaker: opsMember.id,
    tenantColumn: opsMember.tenantId,
  });
  const select = (db: Database) => (parts: ListQueryParts) =>
    db
      .select({ ...getTableColumns(opsMember), ...extras })
      .from(opsMember)
      .where(parts.where)
      .orderBy(...parts.orderBy)
      .limit(parts.limit)
      .offset(parts.offset);
  return readOnlyResourceKit({
    resource,
    table: opsMember,
    list,
    select,
    toRecord: (row: Record<string, unknown>) => ({
      ...toMemberRecord(row as MemberRow),
      ...Object.fromEntries(Object.keys(extras).map((key) => [key, Number(row[key] ?? 0)])),
    }),
  });
}
