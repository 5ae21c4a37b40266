/** Uploads as other areas check them: a path of the shape this server stores, a file the tenant uploaded. */
import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_BIZ } from '@bus/contracts';
import type { Database } from '../../../db/client';
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

export const uploads = { isStoredPath, storedPathsOf };
