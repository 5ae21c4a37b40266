import { or } from 'drizzle-orm';
import { maskPhone, memberResource, PERMS, type MemberRecord } from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { conditionToSql, defineList, fieldsOf } from '../../../lib/list-query';
import { readOnlyResourceKit } from '../../../lib/resource-kit';
import { opsMember } from './member.table';
import { phoneFilter } from './phone-filter';

const realNameField = { column: opsMember.realName, type: 'string' as const };
const nicknameField = { column: opsMember.nickname, type: 'string' as const };

export const memberList = defineList({
  name: 'ops_member',
  dataRulePermission: PERMS.ops.member.list,
  table: opsMember,
  fields: fieldsOf(memberResource.fields, {
    phone: { column: opsMember.phone, filter: phoneFilter(opsMember.phone) },
    name: {
      column: opsMember.realName,
      filter: (value) => or(conditionToSql(realNameField, 'like', value, 'name'), conditionToSql(nicknameField, 'like', value, 'name'))!,
    },
    nickname: opsMember.nickname,
    realName: opsMember.realName,
    realNameState: opsMember.realNameState,
    cardCount: opsMember.cardCount,
    status: opsMember.status,
    registerTime: opsMember.registerTime,
    lastActiveTime: opsMember.lastActiveTime,
  }),
  defaultSort: memberResource.defaultSort,
  tieBreaker: opsMember.id,
  tenantColumn: opsMember.tenantId,
});

export type MemberRow = typeof opsMember.$inferSelect & Record<string, unknown>;

/** A member as the pages see it: never the whole phone number. */
export const toMemberRecord = (row: MemberRow): MemberRecord => ({
  id: row.id,
  phone: maskPhone(row.phone),
  nickname: row.nickname,
  realName: row.realName,
  idCardMasked: row.idCardMasked,
  realNameState: row.realNameState,
  realNameState_dictText: row.realNameState_dictText as string | undefined,
  cardCount: row.cardCount,
  status: row.status,
  status_dictText: row.status_dictText as string | undefined,
  registerTime: formatDateTime(row.registerTime),
  lastActiveTime: formatDateTime(row.lastActiveTime),
});

/** 会员管理's list, queryById and export on the read-only kit (phones masked); the card desk acts on members. */
export const memberKit = readOnlyResourceKit({ resource: memberResource, table: opsMember, list: memberList, toRecord: toMemberRecord });
