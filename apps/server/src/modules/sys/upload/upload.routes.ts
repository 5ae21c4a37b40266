/**
 * Uploads (DESIGN.md rule 3, spec 03 section 7): size limit (UPLOAD_MAX_MB), extension and
 * content allowlist, a generated name under DATA_DIR/upload (never inside the served web folder),
 * one sys_file row per file so files can be found by id or by business record within the tenant.
 *
 * Two ways to read a file:
 * - GET /sys/common/static/<path>: public, because `<img src>` cannot send the session header.
 *   What protects it is its name (128 random bits, a capability URL). Only the exact pattern we
 *   generate is served (no `..`, no other folders), as an attachment except images of avatars
 *   and rich text, always with nosniff.
 * - GET /sys/common/file-preview?id: signed-in and tenant-scoped; images and pdf inline when
 *   preview=true, everything else (and preview=false) as an attachment under the user's name.
 *
 * Rich text (jeditor=1, biz=jeditor): the reply's message is the stored path and result.url the
 * address to embed; this server never answers 'local' (it does not inline base64 images).
 * File widget: repeated `files` (or `file`) parts with serviceCode / twoServiceCode (default
 * 'default') and an optional serviceId; result.fileUploadInfoList lists every stored file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  bindFilesSchema,
  DEFAULT_UPLOAD_MAX_MB,
  filePreviewQuerySchema,
  findByServiceQuerySchema,
  foundFileSchema,
  MAX_FILES_PER_UPLOAD,
  PUBLIC,
  recordIdQuerySchema,
  replySchema,
  uploadResultSchema,
} from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { contentDisposition } from './file-name';
import { contentTypeOf, extensionOf, IMAGE_EXTENSIONS, INLINE_PREVIEW_EXTENSIONS, type AllowedExtension } from './file-type';
import { checkUploadForm, readUploadForm } from './upload-form';
import { bindFiles, deleteOwnFile, findByService, findFileInTenant, storeUploads, toUploadedInfo, urlOfPath } from './stored-file.service';
import { STORED_PATH_PATTERN } from './stored-uploads';

/** images of these folders are meant to be looked at directly */
const INLINE_IMAGE_BIZ = new Set(['avatar', 'jeditor', 'line_check', 'app_image']);
const SANDBOX = "default-src 'none'; sandbox";
const tags = ['upload'];

const uploadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const uploadRoot = path.join(fastify.config.dataDir, 'upload');
  const maxBytes = fastify.config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_MB * 1024 * 1024;
  // Only this plugin's scope parses multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: maxBytes, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: MAX_FILES_PER_UPLOAD + 10, fieldSize: 1024 },
  });

  async function readStored(filePath: string): Promise<Buffer> {
    try {
      return await readFile(path.join(uploadRoot, filePath));
    } catch {
      throw new AppError(404, '文件不存在');
    }
  }

  fastify.post(
    '/sys/common/upload',
    {
      // any signed-in user may upload (avatar, attachments); the file is only reachable by its random name
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '上传文件（file 或重复的 files；biz、jeditor、serviceId、serviceCode、twoServiceCode），message 为首个文件的存储路径',
        response: { 200: replySchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const { target, files } = checkUploadForm(await readUploadForm(request, maxBytes));
      const rows = await storeUploads({ ...request.ctx, uploadRoot }, files, target);
      const [first] = rows;
      return ok({ url: urlOfPath(first.filePath), id: first.id, fileName: first.fileName, fileUploadInfoList: rows.map(toUploadedInfo) }, first.filePath);
    },
  );

  fastify.get(
    '/sys/common/static/*',
    {
      config: { permission: PUBLIC },
      schema: { tags, summary: '读取上传的文件（仅限生成的随机文件名）', params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const match = STORED_PATH_PATTERN.exec(request.params['*']);
      if (!match) throw new AppError(404, '文件不存在');
      const [relative, biz, , , ext] = match;
      const data = await readStored(relative);
      const inline = INLINE_IMAGE_BIZ.has(biz) && IMAGE_EXTENSIONS.has(ext);
      return reply
        .header('content-type', contentTypeOf(ext as AllowedExtension))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', inline ? 'inline' : `attachment; filename="${path.basename(relative)}"`)
        .send(data);
    },
  );

  fastify.get(
    '/sys/common/file-preview',
    {
      // tenant-scoped: a file of another tenant is a 404
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '按文件 id 预览（图片、pdf 内嵌）或下载（preview=false 或其他类型）', querystring: filePreviewQuerySchema },
    },
    async (request, reply) => {
      const row = await findFileInTenant(db, request.ctx.session.tenantId, request.query.id);
      const ext = extensionOf(row.filePath) as AllowedExtension;
      const data = await readStored(row.filePath);
      const inline = request.query.preview === 'true' && INLINE_PREVIEW_EXTENSIONS.has(ext);
      reply
        .header('content-type', contentTypeOf(ext))
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.fileName));
      // Chrome refuses to show a pdf in a sandboxed document; a pdf cannot script our origin anyway
      if (ext !== 'pdf' || !inline) reply.header('content-security-policy', SANDBOX);
      return reply.send(data);
    },
  );

  fastify.get(
    '/file-upload/find-by-service',
    {
      // tenant-scoped; lists only names and ids of the files attached to one record
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按业务记录查找附件（serviceId、serviceCode、twoServiceCode）',
        querystring: findByServiceQuerySchema,
        response: { 200: replySchema(z.array(foundFileSchema)) },
      },
    },
    async (request) => ok(await findByService(db, request.ctx.session.tenantId, request.query)),
  );

  fastify.put(
    '/sys/common/file/bind',
    {
      // only the caller's own uploads that belong to no record yet
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '把自己上传的附件绑定到已保存的业务记录', body: bindFilesSchema, response: { 200: replySchema(z.number()) } },
    },
    async (request) => {
      const n = await bindFiles(db, request.ctx.session, request.body);
      return ok(n, `已绑定 ${n} 个文件`);
    },
  );

  fastify.delete(
    '/sys/common/file',
    {
      // the uploader only, within the tenant
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '删除自己上传的文件', querystring: recordIdQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteOwnFile(db, uploadRoot, request.ctx.session, request.query.id);
      return ok(null, '删除成功');
    },
  );
};

export default uploadRoutes;
