/**
 * Users from Excel (the export is the user kit's exportXls). Import runs through the shared capped
 * import (import-job/capped-import.ts): every row is checked with the rules of the add form and
 * the rejected rows, with a reason, make the job's result file.
 */
import { newWorkbook } from '../../../lib/xlsx/workbook';
import { and, eq, inArray, or } from 'drizzle-orm';
import { userAddSchema, type UserAddRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { ownValue } from '../../../lib/own-property';
import type { SessionContext } from '../../../types';
import { recordDataLogs } from '../data-log/record-data-log';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import type { ImportDefinition, Rejected } from '../import-job/capped-import';
import { sysPosition } from '../position/position.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { userValues as importedUserValues } from './user-admin.service';
import { sysUser } from './user.table';

/** Largest .xlsx one import may upload (compressed); what it may inflate to is IMPORT_MAX_UNCOMPRESSED_MB. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Columns of the import template; the first three are required. */
export const IMPORT_HEADERS = ['账号', '姓名', '工号', '性别', '生日', '手机号', '邮箱', '身份证号', '职务', '部门编码', '状态'] as const;
type ImportHeader = (typeof IMPORT_HEADERS)[number];

export async function buildImportTemplate(): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('用户信息');
  sheet.columns = IMPORT_HEADERS.map((header) => ({ header, key: header, width: header === '身份证号' ? 22 : 14 }));
  sheet.addRow({ 账号: 'zhangsan', 姓名: '张三', 工号: 'JC20001', 性别: '男', 生日: '1990-01-01', 手机号: '13800000000', 状态: '正常' });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const sexes = new Map([
  ['男', 1],
  ['女', 2],
  ['', null],
]);
const statuses = new Map([
  ['正常', 1],
  ['冻结', 2],
  ['', 1],
]);
/** Passes the add form's password rule; imported users get no password at all (nothing is hashed). */
const NO_PASSWORD = 'Aa1-not-stored';

const LABELS: Record<string, string> = {
  username: '账号',
  realname: '姓名',
  workNo: '工号',
  sex: '性别',
  birthday: '生日',
  phone: '手机号',
  email: '邮箱',
  idCard: '身份证号',
};
const fieldLabel = (field: string) => ownValue(LABELS, field) ?? field;
const UNIQUE = [
  ['username', '用户账号已存在'],
  ['workNo', '工号已存在'],
  ['phone', '手机号已存在'],
  ['idCard', '身份证号已存在'],
] as const;
type UniqueField = (typeof UNIQUE)[number][0];

interface Lookups {
  positions: Array<{ code: string; name: string }>;
  departs: Map<string, { id: string; orgCode: string }>;
}

async function loadLookups(db: Database, tenantId: number): Promise<Lookups> {
  const positions = await db.select({ code: sysPosition.code, name: sysPosition.name }).from(sysPosition).where(eq(sysPosition.tenantId, tenantId));
  const departs = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));
  return { positions, departs: new Map(departs.map((d) => [d.orgCode, d])) };
}

/** One row checked with the rules of the add form: the values to store, or why not. */
function checkRow(row: Record<ImportHeader, string>, lookups: Lookups): { user: UserAddRequest; departIds: string[] } | string {
  if (!sexes.has(row.性别)) return '性别只能是男或女';
  if (!statuses.has(row.状态)) return '状态只能是正常或冻结';
  const post = row.职务 ? lookups.positions.find((p) => p.name === row.职务 || p.code === row.职务)?.code : null;
  if (post === undefined) return `职务“${row.职务}”不存在`;
  const codes = row.部门编码
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const missing = codes.find((code) => !lookups.departs.has(code));
  if (missing) return `部门编码“${missing}”不存在`;
  const parsed = userAddSchema.safeParse({
    username: row.账号,
    realname: row.姓名,
    workNo: row.工号,
    sex: sexes.get(row.性别) ?? null,
    birthday: row.生日 || null,
    phone: row.手机号 || null,
    email: row.邮箱 || null,
    idCard: row.身份证号 || null,
    post,
    status: statuses.get(row.状态) ?? 1,
    password: NO_PASSWORD,
    confirmpassword: NO_PASSWORD,
  } satisfies UserAddRequest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${fieldLabel(String(issue.path[0] ?? ''))}：${issue.message}`;
  }
  return { user: parsed.data, departIds: codes.map((code) => lookups.departs.get(code)!.id) };
}

const uniqueValue = (user: UserAddRequest, field: UniqueField) => {
  const value = user[field];
  return typeof value === 'string' && value.trim() ? (field === 'idCard' ? value.trim().toUpperCase() : value.trim()) : null;
};

/**
 * Imports users in batches: every row checked, duplicates found with one query per batch (against
 * the database and earlier rows of the file), the good rows stored in one transaction per batch.
 * Imported users have no password (DESIGN.md rule 2: no default passwords): they sign in with an
 * SMS code, or an administrator sets one; so no row costs an argon2 hash.
 */
export function userImportDefinition(db: Database, session: SessionContext, now: () => Date): ImportDefinition<ImportHeader> {
  let lookups: Promise<Lookups> | undefined;
  return {
    kind: 'user',
    basePath: '/sys/user',
    headers: IMPORT_HEADERS,
    async importBatch(rows) {
      lookups ??= loadLookups(db, session.tenantId);
      const known = await lookups;
      const rejected: Array<Rejected<ImportHeader>> = [];
      const good: Array<{ row: Record<ImportHeader, string>; user: UserAddRequest; departIds: string[] }> = [];
      for (const row of rows) {
        const checked = checkRow(row, known);
        if (typeof checked === 'string') rejected.push({ row, reason: checked });
        else good.push({ row, ...checked });
      }
      const taken = new Map<UniqueField, Set<string>>(UNIQUE.map(([field]) => [field, new Set<string>()]));
      const conditions = UNIQUE.flatMap(([field]) => {
        const values = good.map((g) => uniqueValue(g.user, field)).filter((v): v is string => v !== null);
        return values.length ? [inArray(sysUser[field], values)] : [];
      });
      if (conditions.length) {
        const existing = await db
          .select({ username: sysUser.username, workNo: sysUser.workNo, phone: sysUser.phone, idCard: sysUser.idCard })
          .from(sysUser)
          .where(or(...conditions));
        for (const row of existing) for (const [field] of UNIQUE) if (row[field]) taken.get(field)!.add(row[field]!);
      }
      const accepted = good.filter(({ row, user }) => {
        for (const [field, message] of UNIQUE) {
          const value = uniqueValue(user, field);
          if (value && taken.get(field)!.has(value)) {
            rejected.push({ row, reason: `${fieldLabel(field)}：${message}` });
            return false;
          }
        }
        for (const [field] of UNIQUE) {
          const value = uniqueValue(user, field);
          if (value) taken.get(field)!.add(value);
        }
        return true;
      });
      if (accepted.length) {
        try {
          await insertUsers(db, session, accepted, now());
        } catch (error) {
          // another import or a user saved meanwhile took one of the values: this batch is not stored
          if ((error as { code?: string }).code !== '23505') throw error;
          rejected.push(...accepted.map(({ row }) => ({ row, reason: '与同时保存的用户重复，请重新导入该行' })));
        }
      }
      // the rejected rows in file order
      const order = new Map(rows.map((row, index) => [row, index]));
      return rejected.sort((a, b) => order.get(a.row)! - order.get(b.row)!);
    },
  };
}

async function insertUsers(db: Database, session: SessionContext, accepted: Array<{ user: UserAddRequest; departIds: string[] }>, now: Date) {
  const orgCodeOf = new Map<string, string>();
  await db.transaction(async (tx) => {
    if (accepted.some((a) => a.departIds.length)) {
      const rows = await tx.select({ id: sysDepart.id, orgCode: sysDepart.orgCode }).from(sysDepart).where(eq(sysDepart.tenantId, session.tenantId));
      for (const row of rows) orgCodeOf.set(row.id, row.orgCode);
    }
    const users = await tx
      .insert(sysUser)
      .values(
        accepted.map(({ user, departIds }) => ({
          ...importedUserValues(user),
          passwordHash: null,
          mustChangePassword: false,
          orgCode: departIds.length ? (orgCodeOf.get(departIds[0]) ?? null) : null,
          createBy: session.username,
          createTime: now,
          updateBy: session.username,
          updateTime: now,
        })),
      )
      .returning();
    await tx.insert(sysUserTenant).values(users.map((u) => ({ userId: u.id, tenantId: session.tenantId })));
    const links = users.flatMap((u, i) => accepted[i].departIds.map((depId) => ({ userId: u.id, depId })));
    if (links.length) await tx.insert(sysUserDepart).values(links);
    await recordDataLogs(
      tx,
      users.map((record) => ({ table: 'sys_user', record, by: session.username, at: now })),
    );
  });
}
