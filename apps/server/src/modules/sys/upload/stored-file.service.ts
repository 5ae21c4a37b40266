/**
 * Stored files: writing an upload (disk first, then the rows in one transaction; the files are
 * removed again when the rows cannot be written), finding a tenant's file by id or by the
 * business record it belongs to, binding uploads to a saved record, deleting one's own file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { STATIC_FILE_PREFIX, type UploadBiz, type UploadedInfo } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestContext, SessionContext } from '../../../types';
import { formatDateTime } from '../../../lib/date-time';
import { contentTypeOf, type AllowedExtension } from './file-type';
import { sysFile } from './stored-file.table';

export type StoredFileRow = typeof sysFile.$inferSelect;

export interface IncomingFile {
  /** sanitized display name */
  fileName: string;
  extension: AllowedExtension;
  data: Buffer;
}

export interface UploadTarget {
  biz: UploadBiz;
  serviceId: string | null;
  serviceCode: string;
  twoServiceCode: string;
}

type StoreDeps = RequestContext & { uploadRoot: string };

const pad = (n: number) => String(n).padStart(2, '0');
const dayFolder = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;

/** A generated relative path: biz/yyyyMMdd/<128 random bits>.<ext> (never the user's name). */
export const generatedPath = (biz: UploadBiz, extension: AllowedExtension, now: Date) =>
  `${biz}/${dayFolder(now)}/${randomBytes(16).toString('hex')}.${extension}`;

export const urlOfPath = (filePath: string) => `${STATIC_FILE_PREFIX}${filePath}`;

export const toUploadedInfo = (row: StoredFileRow): UploadedInfo => ({
  id: row.id,
  fileName: row.fileName,
  fileAddress: row.filePath,
  fileUrl: urlOfPath(row.filePath),
});

export const toStoredFileRecord = (row: StoredFileRow) => ({
  id: row.id,
  fileName: row.fileName,
  filePath: row.filePath,
  fileSize: row.fileSize,
  contentType: row.contentType,
  serviceId: row.serviceId,
  serviceCode: row.serviceCode,
  twoServiceCode: row.twoServiceCode,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
});

export async function storeUploads({ db, uploadRoot, session, now }: StoreDeps, files: IncomingFile[], target: UploadTarget): Promise<StoredFileRow[]> {
  const written: string[] = [];
  try {
    const values: Array<typeof sysFile.$inferInsert> = [];
    for (const file of files) {
      const filePath = generatedPath(target.biz, file.extension, now);
      const absolute = path.join(uploadRoot, filePath);
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, file.data, { flag: 'wx' });
      written.push(absolute);
      values.push({
        fileName: file.fileName,
        filePath,
        fileSize: file.data.length,
        contentType: contentTypeOf(file.extension),
        biz: target.biz,
        serviceId: target.serviceId,
        serviceCode: target.serviceCode,
        twoServiceCode: target.twoServiceCode,
        tenantId: session.tenantId,
        createBy: session.username,
        // files of one request keep their order in find-by-service (ordered by time): 1 ms apart
        createTime: new Date(now.getTime() + values.length),
      });
    }
    return await db.transaction(async (tx) => tx.insert(sysFile).values(values).returning());
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
}

export async function findFileInTenant(db: Database, tenantId: number, id: string): Promise<StoredFileRow> {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.id, id), eq(sysFile.tenantId, tenantId)));
  if (!row) throw new AppError(404, '文件不存在');
  return row;
}

export async function findByService(db: Database, tenantId: number, query: { serviceId: string; serviceCode: string; twoServiceCode: string }) {
  return db
    .select({ id: sysFile.id, fileName: sysFile.fileName })
    .from(sysFile)
    .where(
      and(
        eq(sysFile.tenantId, tenantId),
        eq(sysFile.serviceId, query.serviceId),
        eq(sysFile.serviceCode, query.serviceCode),
        eq(sysFile.twoServiceCode, query.twoServiceCode),
      ),
    )
    .orderBy(asc(sysFile.createTime), asc(sysFile.id));
}

/** Attaches the caller's own, still unbound uploads to a saved record; all or nothing. */
export async function bindFiles(db: Database, session: SessionContext, input: { ids: string[]; serviceId: string }): Promise<number> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sysFile)
      .set({ serviceId: input.serviceId })
      .where(and(inArray(sysFile.id, ids), eq(sysFile.tenantId, session.tenantId), eq(sysFile.createBy, session.username), isNull(sysFile.serviceId)))
      .returning({ id: sysFile.id });
    if (rows.length !== ids.length) throw new AppError(404, '部分文件不存在、不是您上传的或已绑定到其他记录');
    return rows.length;
  });
}

/** Only the uploader deletes a file (a business page removing an attachment does it for its user). */
export async function deleteOwnFile(db: Database, uploadRoot: string, session: SessionContext, id: string): Promise<void> {
  const row = await findFileInTenant(db, session.tenantId, id);
  if (row.createBy !== session.username) throw new AppError(403, '只能删除自己上传的文件');
  await db.delete(sysFile).where(eq(sysFile.id, row.id));
  await unlink(path.join(uploadRoot, row.filePath)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
