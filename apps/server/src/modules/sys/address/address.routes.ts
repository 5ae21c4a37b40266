import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, addressEntrySchema, pageResultSchema, replySchema, listQuerySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { attachment, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { buildAddressWorkbook, listAddresses } from './address.service';

const EXPORT_LIMIT = 10_000;

const addressRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['address'];

  fastify.get(
    '/sys/user/queryByOrgCodeForAddressList',
    {
      config: { permission: PERMS.system.address.list },
      schema: {
        tags,
        summary: '通讯录：部门（含下级）中的人员',
        querystring: listQuerySchema,
        response: { 200: replySchema(pageResultSchema(addressEntrySchema)) },
      },
    },
    async (request) => ok(await listAddresses(request.query, request.ctx)),
  );

  fastify.get(
    '/sys/user/addressExport',
    {
      config: { permission: PERMS.system.address.export },
      schema: { tags, summary: '导出通讯录（Excel）', querystring: listQuerySchema },
    },
    async (request, reply) => {
      const page = await listAddresses({ ...request.query, pageNo: '1', pageSize: String(EXPORT_LIMIT) }, request.ctx, { maxPageSize: EXPORT_LIMIT });
      const file = await buildAddressWorkbook(page.records);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('通讯录.xlsx')).send(file);
    },
  );
};

export default addressRoutes;
