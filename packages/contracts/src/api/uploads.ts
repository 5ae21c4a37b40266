/**
 * Uploads (spec 03 sections 3, 7 and 9): POST /sys/common/upload, stored file records,
 * find-by-service and file-preview. Shared by the server routes and the web upload widgets.
 */
import { z } from 'zod';

/**
 * Business folders an upload may go to (`biz`). Anything else is a 422 naming `biz`.
 * temp: default (file popups, table cells); avatar: profile pictures (images only);
 * announcement: attachments of notices; import: Excel imports; jeditor: images inside rich text
 * (images only); attachment: files bound to a business record through serviceId/serviceCode;
 * line_check: photos of 线路巡检 findings (images only); app_image: pictures a resource's image field
 * keeps (the passenger app's carousel, covers, icons and logo; images only).
 */
export const UPLOAD_BIZ = ['temp', 'avatar', 'announcement', 'import', 'jeditor', 'attachment', 'line_check', 'app_image'] as const;
export type UploadBiz = (typeof UPLOAD_BIZ)[number];
export const DEFAULT_UPLOAD_BIZ: UploadBiz = 'temp';
/** biz folders that accept images only */
export const IMAGE_ONLY_BIZ: readonly UploadBiz[] = ['avatar', 'jeditor', 'line_check', 'app_image'];
/** the folder of a resource's image field (the kits' `image` widget) */
export const IMAGE_FIELD_BIZ: UploadBiz = 'app_image';
/** a stored picture of an image field as POST /sys/common/upload returns it: app_image/20261207/<32 hex>.png */
export const IMAGE_FIELD_PATH = /^app_image\/\d{8}\/[0-9a-f]{32}\.(jpg|jpeg|png|gif|webp)$/;
/** serviceCode / twoServiceCode when the caller names none (spec 03 section 7) */
export const DEFAULT_SERVICE_CODE = 'default';
/** files one request may carry (the file widget sends `files` repeated) */
export const MAX_FILES_PER_UPLOAD = 10;
/** default size limit of one file; the server reads UPLOAD_MAX_MB */
export const DEFAULT_UPLOAD_MAX_MB = 10;
/** where a stored path is served (public capability URL: the name is 128 random bits) */
export const STATIC_FILE_PREFIX = '/api/sys/common/static/';

export const SERVICE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
export const SERVICE_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/** One stored file of a file-widget upload (spec: uploaded-info item). */
export const uploadedInfoSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** stored path relative to the upload root, e.g. temp/20260302/<32 hex>.pdf */
  fileAddress: z.string(),
  /** URL the file is served at */
  fileUrl: z.string(),
});
export type UploadedInfo = z.infer<typeof uploadedInfoSchema>;

/**
 * Reply of POST /sys/common/upload. `message` is the stored path of the first file (the rich
 * text and single-file widgets read it); `fileUploadInfoList` lists every file of the request.
 */
export const uploadResultSchema = z.object({
  url: z.string(),
  id: z.string(),
  fileName: z.string(),
  fileUploadInfoList: z.array(uploadedInfoSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /file-upload/find-by-service */
export const findByServiceQuerySchema = z.object({
  serviceId: z.string().trim().regex(SERVICE_ID_PATTERN, '业务记录标识格式不正确'),
  serviceCode: z.string().trim().regex(SERVICE_CODE_PATTERN, '业务编码格式不正确').default(DEFAULT_SERVICE_CODE),
  twoServiceCode: z.string().trim().regex(SERVICE_CODE_PATTERN, '二级业务编码格式不正确').default(DEFAULT_SERVICE_CODE),
});
export const foundFileSchema = z.object({ id: z.string(), fileName: z.string() });
export type FoundFile = z.infer<typeof foundFileSchema>;

/** GET /sys/common/file-preview */
export const filePreviewQuerySchema = z.object({
  id: z.string().trim().min(1, '请指定文件').max(64),
  preview: z.enum(['true', 'false']).default('true'),
});

/** PUT /sys/common/file/bind: attaches the caller's unbound uploads to a saved record. */
export const bindFilesSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, '请选择文件').max(100),
  serviceId: z.string().trim().regex(SERVICE_ID_PATTERN, '业务记录标识格式不正确'),
});

/** A stored file record (the table behind file-preview and find-by-service). */
export const storedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  fileSize: z.number(),
  contentType: z.string(),
  serviceId: z.string().nullable(),
  serviceCode: z.string(),
  twoServiceCode: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
