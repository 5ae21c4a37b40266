/** Uploads as other areas check them: a path of the shape this server stores, a file the tenant uploaded. */
import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_FIELD_PATH, UPLOAD_BIZ } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { ALLOWED_EXTENSIONS } from './file-type';
import { sysFile } from './stored-file.table';

/** biz/yyyyMMdd/<32 hex>.<ext>: the only shape the static route serves */
export const STORED_PATH_PATTERN = new RegExp(`^(${UPLOAD_BIZ.join('|')})/(\\d{8})/([0-9a-f]{32})\\.(${ALLOWED_EXTENSIONS.join('|')})$`);

/** whether `path` has the shape of a stored upload (say, an attachment an approver names) */
const isStoredPath = (path: string) => STORED_PATH_PATTERN.test(path);

/** those of `paths` that are files the tenant uploaded */
async function storedPathsOf(db: Database, tenantId: number, paths: string[]): Promise<string[]> {
  if (!paths.length) return [];
  const rows = await db
    .select({ filePath: sysFile.filePath })
    .from(sysFile)
    .where(and(inArray(sysFile.filePath, paths), eq(sysFile.tenantId, tenantId)));
  return rows.map((row) => row.filePath);
}

/**
 * The pictures of a save's image fields (the kits' `image` widget), by field: each given one must be
 * a picture the tenant uploaded to the image folder, or a 422 naming the field.
 */
async function requireImages(db: Database, tenantId: number, images: Readonly<Record<string, string | null | undefined>>): Promise<void> {
  const given = Object.entries(images).filter((entry): entry is [string, string] => Boolean(entry[1]));
  for (const [field, path] of given) if (!IMAGE_FIELD_PATH.test(path)) throw fieldError(field, '请上传图片');
  const stored = new Set(await storedPathsOf(db, tenantId, [...new Set(given.map(([, path]) => path))]));
  for (const [field, path] of given) if (!stored.has(path)) throw fieldError(field, '图片不存在，请重新上传');
}

export const uploads = { isStoredPath, storedPathsOf, requireImages };
