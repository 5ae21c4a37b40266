/**
 * Reading and checking the multipart form of POST /sys/common/upload. Reading keeps the raw
 * parts; checking (a pure function) turns them into what may be stored or a 422 naming the field:
 * biz from the allowlist, service codes by pattern, each file by name, extension and content.
 */
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_SERVICE_CODE,
  DEFAULT_UPLOAD_BIZ,
  IMAGE_ONLY_BIZ,
  MAX_FILES_PER_UPLOAD,
  SERVICE_CODE_PATTERN,
  SERVICE_ID_PATTERN,
  UPLOAD_BIZ,
  type UploadBiz,
} from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { sanitizeFileName } from './file-name';
import { ALLOWED_EXTENSIONS, contentMatches, extensionOf, IMAGE_EXTENSIONS, isAllowedExtension } from './file-type';
import type { IncomingFile, UploadTarget } from './stored-file.service';

export interface RawUploadForm {
  files: Array<{ fileName: string; data: Buffer }>;
  fields: Record<string, string>;
}

const FIELD_NAMES = new Set(['biz', 'jeditor', 'serviceId', 'serviceCode', 'twoServiceCode']);
const FILE_FIELDS = new Set(['file', 'files']);

export const tooLargeMessage = (maxBytes: number) => `文件大小不能超过 ${Number((maxBytes / 1024 / 1024).toFixed(2))}MB`;

/** Reads every part; an oversize file is a 413, too many files or fields a 422. */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<RawUploadForm> {
  if (!request.isMultipart()) throw fieldError('file', '请以 multipart/form-data 上传文件');
  const form: RawUploadForm = { files: [], fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (FILE_FIELDS.has(part.fieldname)) form.files.push({ fileName: part.filename ?? '', data });
      } else if (FIELD_NAMES.has(part.fieldname)) {
        form.fields[part.fieldname] = String(part.value ?? '').trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = tooLargeMessage(maxBytes);
      throw new AppError(413, message, { errors: [{ field: 'file', message }] });
    }
    if (code === 'FST_FILES_LIMIT') throw fieldError('files', `一次最多上传 ${MAX_FILES_PER_UPLOAD} 个文件`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fieldError('file', '表单字段过多');
    throw error;
  }
  return form;
}

const IMAGE_LIST = 'jpg、png、gif 或 webp 图片';
const IMAGE_ONLY_MESSAGE: Partial<Record<string, string>> = {
  avatar: `头像只能是 ${IMAGE_LIST}`,
  line_check: `巡检照片只能是 ${IMAGE_LIST}`,
  app_image: `图片只能是 ${IMAGE_LIST}`,
};

/** Checks the form; returns where to store and the files, or throws a 422 naming the field. */
export function checkUploadForm(form: RawUploadForm): { target: UploadTarget; files: IncomingFile[] } {
  const { fields } = form;
  const richText = fields.jeditor === '1';
  const biz = richText ? 'jeditor' : fields.biz || DEFAULT_UPLOAD_BIZ;
  if (!(UPLOAD_BIZ as readonly string[]).includes(biz)) throw fieldError('biz', `不支持的业务目录：${biz.slice(0, 30)}，可用：${UPLOAD_BIZ.join('、')}`);
  const serviceCode = fields.serviceCode || DEFAULT_SERVICE_CODE;
  const twoServiceCode = fields.twoServiceCode || DEFAULT_SERVICE_CODE;
  if (!SERVICE_CODE_PATTERN.test(serviceCode)) throw fieldError('serviceCode', '业务编码只能包含字母、数字、下划线和短横线（最多 50 个字符）');
  if (!SERVICE_CODE_PATTERN.test(twoServiceCode)) throw fieldError('twoServiceCode', '二级业务编码只能包含字母、数字、下划线和短横线（最多 50 个字符）');
  const serviceId = fields.serviceId || null;
  if (serviceId !== null && !SERVICE_ID_PATTERN.test(serviceId)) throw fieldError('serviceId', '业务记录标识格式不正确');

  if (form.files.length === 0) throw fieldError('file', '请选择要上传的文件');
  const files = form.files.map(({ fileName: raw, data }): IncomingFile => {
    const fileName = sanitizeFileName(raw, extensionOf(raw.replace(/\0/g, '')));
    const extension = extensionOf(fileName);
    const shown = fileName.length > 40 ? `${fileName.slice(0, 37)}...` : fileName;
    if (!isAllowedExtension(extension)) {
      throw fieldError('file', `不允许上传该类型的文件（${shown}），允许：${ALLOWED_EXTENSIONS.join('、')}`);
    }
    if ((IMAGE_ONLY_BIZ as readonly string[]).includes(biz) && !IMAGE_EXTENSIONS.has(extension)) {
      throw fieldError('file', IMAGE_ONLY_MESSAGE[biz] ?? `富文本中只能插入 ${IMAGE_LIST}`);
    }
    if (data.length === 0) throw fieldError('file', `文件「${shown}」是空文件`);
    if (!contentMatches(extension, data)) throw fieldError('file', `文件「${shown}」的内容与扩展名 .${extension} 不符`);
    return { fileName, extension, data };
  });
  return { target: { biz: biz as UploadBiz, serviceId, serviceCode, twoServiceCode }, files };
}
