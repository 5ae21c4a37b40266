/**
 * The passengers (会员) as the other areas see them (issue 24: the card desk's passengers are these
 * members, one record, not two): a passenger by id, SQL for a list's holder name, phone and phone
 * search on the caller's column (correlated subselects: the caller names no ops table), and the
 * count of cards a passenger holds, kept by the card desk.
 */
import { and, Column, eq, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parsePhoneSearch, PHONE_SEARCH_MESSAGE } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { qualified } from '../../../lib/sql-ref';
import { opsMember } from './member.table';

const outer = (value: AnyPgColumn | SQL): SQL => (is(value, Column) ? qualified(value) : value);

export interface Passenger {
  id: string;
  phone: string;
  realName: string | null;
  nickname: string | null;
  /** none | pending | verified | rejected */
  realNameState: string;
  idCardMasked: string | null;
  /** normal | frozen | cancelled */
  status: string;
}

/** what another area sees of a passenger */
const passengerColumns = {
  id: opsMember.id,
  phone: opsMember.phone,
  realName: opsMember.realName,
  nickname: opsMember.nickname,
  realNameState: opsMember.realNameState,
  idCardMasked: opsMember.idCardMasked,
  status: opsMember.status,
};

export const memberDirectory = {
  /** the passenger of the company, or null */
  async find(db: Database, tenantId: number, id: string): Promise<Passenger | null> {
    const [row] = await db
      .select(passengerColumns)
      .from(opsMember)
      .where(and(eq(opsMember.id, id), eq(opsMember.tenantId, tenantId)));
    return row ?? null;
  },

  /** every passenger of the company, by phone (the card desk's demo seed gives some of them cards) */
  async all(db: Database, tenantId: number): Promise<Passenger[]> {
    return db.select(passengerColumns).from(opsMember).where(eq(opsMember.tenantId, tenantId)).orderBy(opsMember.phone);
  },

  /** the passenger's real name, else the nickname, of the id `memberId` holds */
  nameOf: (memberId: AnyPgColumn | SQL): SQL<string | null> =>
    sql<string | null>`(select coalesce(m.real_name, m.nickname) from ops_member m where m.id = ${outer(memberId)})`,

  /** the passenger's whole phone (the caller masks it before it leaves the server) */
  phoneOf: (memberId: AnyPgColumn | SQL): SQL<string | null> => sql<string | null>`(select m.phone from ops_member m where m.id = ${outer(memberId)})`,

  /** rows whose passenger's phone is the number typed, or ends with the digits typed (a 422 naming `field` otherwise) */
  phoneMatches(memberId: AnyPgColumn | SQL, text: string, field = 'holderPhone'): SQL {
    const search = parsePhoneSearch(text);
    if (!search) throw fieldError(field, PHONE_SEARCH_MESSAGE);
    return 'exact' in search
      ? sql`${outer(memberId)} in (select m.id from ops_member m where m.phone = ${search.exact})`
      : sql`${outer(memberId)} in (select m.id from ops_member m where m.phone like ${`%${search.suffix}`})`;
  },

  /**
   * 实名认证's answer, in the caller's transaction: verified with the name and the masked ID card,
   * or rejected (the name and number on record stay as they were)
   */
  async setRealName(
    db: Database,
    tenantId: number,
    memberId: string,
    answer: { verified: true; realName: string; idCardMasked: string } | { verified: false },
  ): Promise<void> {
    await db
      .update(opsMember)
      .set(answer.verified ? { realNameState: 'verified', realName: answer.realName, idCardMasked: answer.idCardMasked } : { realNameState: 'rejected' })
      .where(and(eq(opsMember.id, memberId), eq(opsMember.tenantId, tenantId)));
  },

  /** a card more (1) or less (-1) for the passenger, in the caller's transaction */
  async countCards(db: Database, tenantId: number, memberId: string, delta: 1 | -1): Promise<void> {
    await db
      .update(opsMember)
      .set({ cardCount: sql`greatest(${opsMember.cardCount} + ${delta}, 0)` })
      .where(and(eq(opsMember.id, memberId), eq(opsMember.tenantId, tenantId)));
  },

  /** sets every passenger's card count of the company to what the card desk holds (absent: none) */
  async recountCards(db: Database, tenantId: number, counts: ReadonlyMap<string, number>): Promise<void> {
    await db.update(opsMember).set({ cardCount: 0 }).where(eq(opsMember.tenantId, tenantId));
    const byCount = new Map<number, string[]>();
    for (const [memberId, count] of counts) byCount.set(count, [...(byCount.get(count) ?? []), memberId]);
    for (const [count, ids] of byCount)
      await db
        .update(opsMember)
        .set({ cardCount: count })
        .where(and(eq(opsMember.tenantId, tenantId), inArray(opsMember.id, ids)));
  },
};
