/**
 * 一站一码 (/isps/oneStationOneCode, issue 24): a QR code per boarding stop that the app opens on
 * the stop's page (its arrivals), printed to be posted at the stop. The stops are the operations
 * area's (站点管理); this page only reads them.
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { codes } from '../../permission-codes';

export const ISPS_ONE_STATION_CODE_PERMS = codes('isps:oneStationOneCode', ['list']);

/**
 * What a stop's code opens: the app's stop page on its H5 address (a phone without the app opens it
 * in the browser). The stop is named by its GTFS code, which a re-import keeps.
 */
export const STATION_CODE_URL = 'https://m.jcbus.cn/station';
export const stationCodeContent = (stopCode: string) => `${STATION_CODE_URL}?code=${encodeURIComponent(stopCode)}`;

export const stationCodeRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string().optional(),
  routeNumbers: z.string(),
  qrContent: z.string(),
});
export type StationCodeRecord = z.infer<typeof stationCodeRecordSchema>;

export const stationCodeQuerySchema = z.object({
  pageNo: z.coerce.number({ message: '页码须为整数' }).int('页码须为整数').min(1, '页码须为正整数').max(100_000).default(1),
  pageSize: z.coerce.number({ message: '每页条数须为整数' }).int('每页条数须为整数').min(1, '每页条数须为正整数').max(200, '每页最多 200 条').default(10),
  name: z.string().trim().max(50, '站点名称不能超过 50 个字符').optional(),
  code: z.string().trim().max(50, '站点编码不能超过 50 个字符').optional(),
  status: z.enum(['active', 'inactive'], { message: '状态不正确' }).optional(),
  column: z.enum(['code', 'name'], { message: '只能按站点编码或站点名称排序' }).optional(),
  order: z.enum(['asc', 'desc'], { message: '排序方向须为 asc 或 desc' }).optional(),
  superQueryParams: z.never({ message: '该列表不支持高级查询' }).optional(),
});

/** the list of stops with their codes (read only: the stops are kept in 站点管理) */
export const stationCodeResource = defineResource({
  api: '/isps/oneStationOneCode',
  noun: '站点',
  title: '一站一码',
  counted: '个站点',
  permissions: { list: ISPS_ONE_STATION_CODE_PERMS.list },
  record: stationCodeRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: { label: '站点编码', type: 'string', rule: 'like', search: true, column: { width: 130 } },
    name: { label: '站点名称', type: 'string', rule: 'like', search: true, column: { width: 200 } },
    routeNumbers: { label: '经过线路', type: 'string', sortable: false, filterable: false, column: { width: 260, ellipsis: true } },
    address: { label: '地址', type: 'string', sortable: false, column: { width: 240, ellipsis: true } },
    status: { label: '状态', type: 'string', dict: 'ops_stop_status', search: true, column: { width: 80 } },
  },
});
