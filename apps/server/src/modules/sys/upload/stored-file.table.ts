import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/**
 * One row per uploaded file: the user's file name (display only, never used on disk), where it
 * is stored, and the business record it belongs to (serviceId + serviceCode + twoServiceCode),
 * so file-preview and find-by-service can work by id within the tenant.
 */
export const sysFile = pgTable(
  'sys_file',
  {
    id: idColumn(),
    fileName: text('file_name').notNull(),
    /** biz/yyyyMMdd/<32 hex>.<ext> under DATA_DIR/upload */
    filePath: text('file_path').notNull().unique(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    biz: text('biz').notNull(),
    serviceId: text('service_id'),
    serviceCode: text('service_code').notNull().default('default'),
    twoServiceCode: text('two_service_code').notNull().default('default'),
    tenantId: integer('tenant_id').notNull(),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('sys_file_service_idx').on(t.tenantId, t.serviceId, t.serviceCode, t.twoServiceCode)],
);
