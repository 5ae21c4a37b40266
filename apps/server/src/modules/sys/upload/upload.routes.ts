/**
 * Uploads (DESIGN.md rule 3): size limit, extension and content allowlist, a generated name
 * under DATA_DIR/upload (never inside the served web folder).
 *
 * Serving: `<img src>` cannot send the session header, so GET /sys/common/static/* is public.
 * What protects a file is its name: 128 random bits generated here, so a path can only be known
 * by someone it was given to (a capability URL). The route accepts nothing but the exact
 * pattern we generate (no `..`, no other folders), sends files as attachments, and only avatar
 * images inline, with nosniff so the browser never guesses another type.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, PUBLIC, replySchema, UPLOAD_BIZ, uploadResultSchema } from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { ALLOWED_EXTENSIONS, contentMatches, contentTypeOf, extensionOf, IMAGE_EXTENSIONS, isAllowedExtension, type AllowedExtension } from './file-type';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const TOO_LARGE_MESSAGE = '文件大小不能超过 10MB';
/** biz/yyyyMMdd/<32 hex>.<ext>: the only shape the static route serves */
export const STORED_PATH_PATTERN = new RegExp(`^(${UPLOAD_BIZ.join('|')})/(\\d{8})/([0-9a-f]{32})\\.(${ALLOWED_EXTENSIONS.join('|')})$`);

const pad = (n: number) => String(n).padStart(2, '0');
const dayFolder = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;

const uploadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const uploadRoot = path.join(fastify.config.dataDir, 'upload');
  // Only this plugin's scope parses multipart bodies.
  await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

  fastify.post(
    '/sys/common/upload',
    {
      // any signed-in user may upload (avatar, attachments); the file is only reachable by its random name
      config: { permission: AUTHENTICATED },
      schema: { tags: ['upload'], summary: '上传文件（file + biz），message 为存储路径', response: { 200: replySchema(uploadResultSchema) } },
    },
    async (request) => {
      if (!request.isMultipart()) throw fieldError('file', '请以 multipart/form-data 上传文件');
      let data: Buffer | null = null;
      let filename = '';
      let biz = 'temp';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || data) {
              await part.toBuffer();
              continue;
            }
            filename = part.filename;
            data = await part.toBuffer();
          } else if (part.fieldname === 'biz') {
            biz = String(part.value ?? '').trim() || 'temp';
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE_MESSAGE, { errors: [{ field: 'file', message: TOO_LARGE_MESSAGE }] });
        throw error;
      }
      if (!(UPLOAD_BIZ as readonly string[]).includes(biz)) throw fieldError('biz', `不支持的业务目录：${biz.slice(0, 30)}`);
      if (!data) throw fieldError('file', '请选择要上传的文件');
      const ext = extensionOf(filename);
      if (!isAllowedExtension(ext)) throw fieldError('file', `不允许上传该类型的文件（.${ext || '无扩展名'}），允许：${ALLOWED_EXTENSIONS.join('、')}`);
      if (biz === 'avatar' && !IMAGE_EXTENSIONS.has(ext)) throw fieldError('file', '头像只能是 jpg、png、gif 或 webp 图片');
      if (!contentMatches(ext, data)) throw fieldError('file', `文件内容与扩展名 .${ext} 不符`);

      const relative = `${biz}/${dayFolder(fastify.now())}/${randomBytes(16).toString('hex')}.${ext}`;
      const target = path.join(uploadRoot, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { flag: 'wx' });
      return ok({ url: `/api/sys/common/static/${relative}` }, relative);
    },
  );

  fastify.get(
    '/sys/common/static/*',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['upload'], summary: '读取上传的文件（仅限生成的随机文件名）', params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const match = STORED_PATH_PATTERN.exec(request.params['*']);
      if (!match) throw new AppError(404, '文件不存在');
      const [relative, biz, , , ext] = match;
      let data: Buffer;
      try {
        data = await readFile(path.join(uploadRoot, relative));
      } catch {
        throw new AppError(404, '文件不存在');
      }
      const inline = biz === 'avatar' && IMAGE_EXTENSIONS.has(ext);
      return reply
        .header('content-type', contentTypeOf(ext as AllowedExtension))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', inline ? 'inline' : `attachment; filename="${path.basename(relative)}"`)
        .send(data);
    },
  );
};

export default uploadRoutes;
