import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** External PostgreSQL databases registered for reports. The password is AES-256-GCM encrypted. */
export const sysDataSource = pgTable('sys_data_source', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** only 'postgresql' */
  dbType: text('db_type').notNull().default('postgresql'),
  host: text('host').notNull(),
  port: integer('port').notNull().default(5432),
  databaseName: text('database_name').notNull(),
  username: text('username').notNull(),
  /** iv:tag:ciphertext (base64), or null when no password is stored */
  passwordEncrypted: text('password_encrypted'),
  remark: text('remark'),
  ...auditColumns(),
});
