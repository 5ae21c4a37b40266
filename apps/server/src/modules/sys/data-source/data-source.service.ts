import { eq } from 'drizzle-orm';
import pg from 'pg';
import { dataSourceResource, PERMS, type DataSource, type DataSourceSave, type DataSourceTest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { sysDataSource } from './data-source.table';
import { decryptSecret, encryptSecret, parseKey } from './secret-box';

type Row = typeof sysDataSource.$inferSelect;

export interface DataSourceSettings {
  /** DATA_SOURCE_KEY */
  key?: string;
  /** DATA_SOURCE_ALLOWED_HOSTS, lower case */
  allowedHosts: string[];
}

export const NO_KEY_MESSAGE = '服务器未配置 DATA_SOURCE_KEY（或其格式不是 32 字节密钥），无法保存数据源密码；请管理员设置该环境变量后重试';

export function toDataSourceRecord(row: Row): DataSource {
  const { passwordEncrypted, createBy: _c, updateBy: _u, updateTime: _t, ...rest } = row;
  return { ...rest, hasPassword: !!passwordEncrypted, createTime: formatDateTime(row.createTime)! };
}

function keyOf(settings: DataSourceSettings): Buffer {
  const key = settings.key ? parseKey(settings.key) : null;
  if (!key) throw fieldError('password', NO_KEY_MESSAGE);
  return key;
}

async function assertCodeFree(db: Database, code: string, exceptId?: string) {
  const [other] = await db.select({ id: sysDataSource.id }).from(sysDataSource).where(eq(sysDataSource.code, code));
  if (other && other.id !== exceptId) throw fieldError('code', `编码 ${code} 已存在`);
}

export async function findDataSource(db: Database, id: string): Promise<Row> {
  const [row] = await db.select().from(sysDataSource).where(eq(sysDataSource.id, id));
  if (!row) throw new AppError(404, '数据源不存在');
  return row;
}

function columnsOf(input: DataSourceSave) {
  return {
    code: input.code,
    name: input.name,
    dbType: input.dbType,
    host: input.host,
    port: input.port,
    databaseName: input.databaseName,
    username: input.username,
    remark: input.remark?.trim() || null,
  };
}

/** The data log never holds the ciphertext either. */
const toLogged = (row: Row) => ({ ...row, passwordEncrypted: row.passwordEncrypted ? '******' : null });

export const dataSourceList = defineList({
  name: 'sys_data_source',
  dataRulePermission: PERMS.system.dataSource.list,
  table: sysDataSource,
  fields: fieldsOf(dataSourceResource.fields, {
    code: sysDataSource.code,
    name: sysDataSource.name,
    host: sysDataSource.host,
    databaseName: sysDataSource.databaseName,
    username: null,
    remark: null,
    createTime: sysDataSource.createTime,
  }),
  defaultSort: dataSourceResource.defaultSort,
  tieBreaker: sysDataSource.id,
});

/**
 * 多数据源管理 on the resource kit: the code's uniqueness and the password, encrypted with the
 * server's key (an empty one on edit keeps the stored password); replies and the data log never
 * carry it.
 */
export function dataSourceKit(settings: DataSourceSettings) {
  return resourceKit(
    {
      resource: dataSourceResource,
      table: sysDataSource,
      list: dataSourceList,
      toRecord: toDataSourceRecord,
      logged: toLogged,
      messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功', deletedBatch: (n) => `已删除 ${n} 个数据源` },
      hooks: {
        async values({ db }, input: DataSourceSave, current) {
          await assertCodeFree(db, input.code, current?.id);
          const password = input.password ? { passwordEncrypted: encryptSecret(keyOf(settings), input.password) } : current ? {} : { passwordEncrypted: null };
          return { ...columnsOf(input), ...password };
        },
      },
    },
    dataLog,
  );
}

export const isHostAllowed = (host: string, allowed: string[]) => allowed.includes(host.trim().toLowerCase());

/**
 * Connects once, read-only, with a 5 s limit, and runs SELECT 1. The host is checked against
 * the administrator's allowlist BEFORE any connection is attempted, so this endpoint cannot be
 * used to probe the internal network.
 */
export async function testConnection(
  db: Database,
  settings: DataSourceSettings,
  input: DataSourceTest,
  connect: (config: pg.ClientConfig) => Promise<void> = connectAndSelectOne,
): Promise<void> {
  if (!isHostAllowed(input.host, settings.allowedHosts)) {
    throw fieldError('host', `主机 ${input.host} 不在允许的列表中（环境变量 DATA_SOURCE_ALLOWED_HOSTS）`);
  }
  let password = input.password || undefined;
  if (!password && input.id) {
    const stored = await findDataSource(db, input.id);
    if (stored.passwordEncrypted) password = decryptSecret(keyOf(settings), stored.passwordEncrypted);
  }
  try {
    await connect({
      host: input.host,
      port: input.port,
      database: input.databaseName,
      user: input.username,
      password,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
      statement_timeout: 5000,
      options: '-c default_transaction_read_only=on',
    });
  } catch (error) {
    throw new AppError(422, `连接失败：${(error as Error).message}`.slice(0, 300), { errors: [{ field: 'host', message: '连接失败' }] });
  }
}

async function connectAndSelectOne(config: pg.ClientConfig) {
  const client = new pg.Client(config);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}
