import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@bus/contracts';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/reply';

export const GENERIC_ERROR_MESSAGE = '系统繁忙，请稍后再试';

/** Turns every error into the reply envelope with a meaningful HTTP status. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(failure(error.statusCode, error.message, error.result));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
          message: issue.message ?? '输入不合法',
        }));
        return reply.code(422).send(failure(422, errors[0].message, { errors }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
        const code = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 422 : status;
        const message = code === 422 ? '请求内容格式不正确' : error.message;
        const result = code === 422 ? { errors: [{ field: 'body', message }] } : null;
        return reply.code(code).send(failure(code, message, result));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(500, `${GENERIC_ERROR_MESSAGE}（请求编号：${request.id}）`, { requestId: request.id }));
    });

    fastify.setNotFoundHandler((request, reply) => {
      reply.code(404).send(failure(404, '请求的资源不存在', null));
    });

    fastify.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'errors' },
);
