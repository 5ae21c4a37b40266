import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ISPS_STATISTICS_PERMS, replySchema, statisticsQuerySchema, statisticsReportSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { attachment, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { statisticsWorkbook } from './statistics-excel';
import { statisticsReport } from './statistics.service';

const tags = ['isps-statistics'];

/** 统计报表 (/isps/statistics): the period's figures, and the same figures as a workbook. */
const statisticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/isps/statistics/report',
    {
      config: { permission: ISPS_STATISTICS_PERMS.list },
      schema: {
        tags,
        summary: '统计报表：收款、退款、乘车扣费与办卡，按日或按月，附环比与分类汇总',
        querystring: statisticsQuerySchema,
        response: { 200: replySchema(statisticsReportSchema) },
      },
    },
    async (request) => ok(await statisticsReport(request.ctx, request.query)),
  );
  fastify.get(
    '/isps/statistics/exportXls',
    {
      config: { permission: ISPS_STATISTICS_PERMS.export },
      schema: {
        tags,
        summary: '统计报表导出 Excel（汇总、趋势、按支付方式、按卡类型、按网点）',
        querystring: statisticsQuerySchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const report = await statisticsReport(request.ctx, request.query);
      const buffer = await statisticsWorkbook(report);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`统计报表_${report.start}_${report.end}.xlsx`))
        .send(buffer);
    },
  );
};

export default statisticsRoutes;
