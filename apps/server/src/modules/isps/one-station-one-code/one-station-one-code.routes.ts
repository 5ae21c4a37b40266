import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResultSchema, replySchema, stationCodeContent, stationCodeQuerySchema, stationCodeRecordSchema, stationCodeResource } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { stationDirectory } from '../../ops';

/** 一站一码 (/isps/oneStationOneCode): the company's stops (read through ops' public face), each with what its QR code opens. */
const oneStationOneCodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/isps/oneStationOneCode/list',
    {
      config: { permission: stationCodeResource.permissions.list },
      schema: {
        tags: ['isps-one-station-one-code'],
        summary: '一站一码：站点及其二维码内容',
        querystring: stationCodeQuerySchema,
        response: { 200: replySchema(pageResultSchema(stationCodeRecordSchema)) },
      },
    },
    async (request) => {
      const { pageNo, pageSize, name, code, status, column, order } = request.query;
      const sort = column ? { column, order: order ?? 'asc' } : undefined;
      const { records, total } = await stationDirectory.page(request.ctx.db, request.ctx.session.tenantId, {
        keyword: name,
        code,
        status,
        sort,
        pageNo,
        pageSize,
      });
      return ok({
        records: records.map((stop) => ({ ...stop, qrContent: stationCodeContent(stop.code) })),
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(total / pageSize),
      });
    },
  );
};

export default oneStationOneCodeRoutes;
