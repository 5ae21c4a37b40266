/**
 * Users to and from Excel. Export writes the current list (dictionary texts, not codes); import
 * checks every row with the rules of the add form and keeps the rejected rows, with a reason, in
 * a short-lived error report the caller downloads once through its id.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { userAddSchema, type UserAddRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SessionContext } from '../../../types';
import { sysDepart } from '../depart/depart.table';
import { sysPosition } from '../position/position.table';
import { createUser, findDuplicateField } from './user-admin.service';
import { ownValue } from '../../../lib/own-property';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const ERROR_REPORT_TTL_MS = 10 * 60 * 1000;

export interface ExportRow {
  username: string;
  realname: string;
  sex_dictText?: string;
  birthday: string | null;
  phone: string | null;
  email: string | null;
  workNo: string | null;
  idCard: string | null;
  post_dictText?: string;
  orgCodeTxt?: string;
  roleNames?: string;
  status_dictText?: string;
  createTime: Date | string | null;
}

const EXPORT_COLUMNS: Array<[keyof ExportRow, string, number]> = [
  ['username', '账号', 16], ['realname', '姓名', 12], ['sex_dictText', '性别', 8], ['birthday', '生日', 12],
  ['phone', '手机号', 14], ['email', '邮箱', 22], ['workNo', '工号', 12], ['idCard', '身份证号', 22],
  ['post_dictText', '职务', 14], ['orgCodeTxt', '部门', 24], ['roleNames', '角色', 20], ['status_dictText', '状态', 8],
  ['createTime', '创建时间', 20],
];

const pad = (n: number) => String(n).padStart(2, '0');
const formatTime = (value: Date | string | null) => {
  if (!value) return '';
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export async function buildExportWorkbook(rows: ExportRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户信息');
  sheet.columns = EXPORT_COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(EXPORT_COLUMNS.map(([key]) => [key, key === 'createTime' ? formatTime(row.createTime) : (row[key] ?? '')])));
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Columns of the import template; the first three are required. */
export const IMPORT_HEADERS = ['账号', '姓名', '工号', '性别', '生日', '手机号', '邮箱', '身份证号', '职务', '部门编码', '状态'] as const;
type ImportHeader = (typeof IMPORT_HEADERS)[number];

export async function buildImportTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户信息');
  sheet.columns = IMPORT_HEADERS.map((header) => ({ header, key: header, width: header === '身份证号' ? 22 : 14 }));
  sheet.addRow({ 账号: 'zhangsan', 姓名: '张三', 工号: 'JC20001', 性别: '男', 生日: '1990-01-01', 手机号: '13800000000', 状态: '正常' });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  }
  return String(value).trim();
};

export async function readImportRows(buffer: Buffer): Promise<Array<Record<ImportHeader, string>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const headers = new Map<number, ImportHeader>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value).replace(/\*$/, '') as ImportHeader;
    if (IMPORT_HEADERS.includes(text)) headers.set(col, text);
  });
  const rows: Array<Record<ImportHeader, string>> = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const record = Object.fromEntries(IMPORT_HEADERS.map((h) => [h, ''])) as Record<ImportHeader, string>;
    headers.forEach((header, col) => (record[header] = cellText(row.getCell(col).value)));
    if (Object.values(record).some((v) => v !== '')) rows.push(record);
  });
  return rows;
}

const randomPassword = () => `Aa1${randomBytes(9).toString('base64url')}`;

interface Rejected {
  row: Record<ImportHeader, string>;
  reason: string;
}

/** Checks and stores each row; the good rows are saved one by one, the bad ones returned with why. */
export async function importUsers(db: Database, session: SessionContext, rows: Array<Record<ImportHeader, string>>, now: Date) {
  const positions = await db.select({ code: sysPosition.code, name: sysPosition.name }).from(sysPosition).where(eq(sysPosition.tenantId, session.tenantId));
  const orgCodes = [...new Set(rows.flatMap((r) => r.部门编码.split(/[,，]/).map((s) => s.trim()).filter(Boolean)))];
  const departs = orgCodes.length
    ? await db.select({ id: sysDepart.id, orgCode: sysDepart.orgCode }).from(sysDepart).where(and(inArray(sysDepart.orgCode, orgCodes), eq(sysDepart.tenantId, session.tenantId), eq(sysDepart.delFlag, 0)))
    : [];
  const rejected: Rejected[] = [];
  let successCount = 0;
  for (const row of rows) {
    const reason = await importOne(db, session, row, now, { positions, departs });
    if (reason) rejected.push({ row, reason });
    else successCount += 1;
  }
  return { successCount, rejected };
}

async function importOne(
  db: Database,
  session: SessionContext,
  row: Record<ImportHeader, string>,
  now: Date,
  lookups: { positions: Array<{ code: string; name: string }>; departs: Array<{ id: string; orgCode: string }> },
): Promise<string | null> {
  const sexes = new Map([['男', 1], ['女', 2], ['', null]]);
  const statuses = new Map([['正常', 1], ['冻结', 2], ['', 1]]);
  if (!sexes.has(row.性别)) return '性别只能是男或女';
  if (!statuses.has(row.状态)) return '状态只能是正常或冻结';
  const sex = sexes.get(row.性别) ?? null;
  const status = statuses.get(row.状态) ?? 1;
  const post = row.职务 ? lookups.positions.find((p) => p.name === row.职务 || p.code === row.职务)?.code : null;
  if (post === undefined) return `职务“${row.职务}”不存在`;
  const codes = row.部门编码.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  const departIds = codes.map((code) => lookups.departs.find((d) => d.orgCode === code)?.id);
  const missing = codes.find((_, i) => !departIds[i]);
  if (missing) return `部门编码“${missing}”不存在`;
  const password = randomPassword();
  const candidate: UserAddRequest = {
    username: row.账号, realname: row.姓名, workNo: row.工号, sex, birthday: row.生日 || null, phone: row.手机号 || null,
    email: row.邮箱 || null, idCard: row.身份证号 || null, post, status, password, confirmpassword: password,
    selecteddeparts: departIds.join(','),
  };
  const parsed = userAddSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${fieldLabel(String(issue.path[0] ?? ''))}：${issue.message}`;
  }
  const duplicate = await findDuplicateField(db, parsed.data);
  if (duplicate) return `${fieldLabel(duplicate.field)}：${duplicate.message}`;
  try {
    await createUser(db, session, parsed.data, now, { mustChangePassword: true });
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return null;
}

const LABELS: Record<string, string> = {
  username: '账号', realname: '姓名', workNo: '工号', sex: '性别', birthday: '生日', phone: '手机号', email: '邮箱', idCard: '身份证号',
};
const fieldLabel = (field: string) => ownValue(LABELS, field) ?? field;

export async function buildErrorReport(rejected: Rejected[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入失败');
  sheet.columns = [...IMPORT_HEADERS, '失败原因'].map((header) => ({ header, key: header, width: header === '失败原因' ? 36 : 14 }));
  for (const { row, reason } of rejected) sheet.addRow({ ...row, 失败原因: reason });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Error reports kept in memory for a few minutes, readable only in the tenant that made them. */
export class ErrorReportStore {
  private readonly reports = new Map<string, { buffer: Buffer; tenantId: number; expiresAt: number }>();

  put(buffer: Buffer, tenantId: number, now: Date): string {
    for (const [key, value] of this.reports) if (value.expiresAt <= now.getTime()) this.reports.delete(key);
    const id = randomUUID();
    this.reports.set(id, { buffer, tenantId, expiresAt: now.getTime() + ERROR_REPORT_TTL_MS });
    return id;
  }

  get(id: string, tenantId: number, now: Date): Buffer | null {
    const report = this.reports.get(id);
    if (!report || report.tenantId !== tenantId || report.expiresAt <= now.getTime()) return null;
    return report.buffer;
  }
}

/** RFC 5987 Content-Disposition for a Chinese file name. */
export const attachment = (fileName: string) =>
  `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
