/**
 * With SIGNATURE_SECRET set, the signed routes (the dictionary look-ups, contracts' signature.ts)
 * answer only requests signed with it: 401 签名验证失败 or 请求时间戳已过期 otherwise. It runs after
 * the session check (an unsigned request without a session is still told to sign in) and before
 * the handler. Without the secret nothing is checked.
 */
import fp from 'fastify-plugin';
import { isSignedPath, SIGN_HEADER, SIGN_TIMESTAMP_HEADER, SIGNATURE_EXPIRED_MESSAGE, SIGNATURE_FAILED_MESSAGE } from '@bus/contracts';
import { AppError } from '../lib/app-error';
import { checkSignature } from '../lib/request-signature';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export default fp<{ secret: string | undefined }>(
  async (fastify, { secret }) => {
    if (!secret) return;
    fastify.addHook('preHandler', async (request) => {
      const mark = request.url.indexOf('?');
      const [path, query] = mark < 0 ? [request.url, ''] : [request.url.slice(0, mark), request.url.slice(mark + 1)];
      if (!isSignedPath(path)) return;
      const parts = {
        method: request.method,
        path,
        query,
        body: request.body === undefined || request.body === null ? '' : JSON.stringify(request.body),
        timestamp: header(request.headers[SIGN_TIMESTAMP_HEADER.toLowerCase()]) ?? '',
      };
      const check = checkSignature(secret, parts, header(request.headers[SIGN_HEADER.toLowerCase()]), fastify.now());
      if (check === 'expired') throw new AppError(401, SIGNATURE_EXPIRED_MESSAGE);
      if (check !== 'ok') throw new AppError(401, SIGNATURE_FAILED_MESSAGE);
    });
  },
  { name: 'request-signature', dependencies: ['auth'] },
);
