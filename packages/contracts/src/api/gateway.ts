import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

/** Route table of an upstream proxy. */
export const gatewayRouteSchema = z.object({
  id: z.string(),
  routerId: z.string(),
  name: z.string(),
  uri: z.string(),
  predicates: z.array(z.string()),
  filters: z.array(z.string()),
  sortOrder: z.number(),
  status: z.number(),
  status_dictText: z.string().optional(),
  createTime: z.string(),
  version: z.number(),
});
export type GatewayRoute = z.infer<typeof gatewayRouteSchema>;

export const GATEWAY_URI_PATTERN = /^(https?|lb):\/\/[A-Za-z0-9._-]+(:\d{1,5})?(\/[^\s]*)?$/;
export const gatewayRouteSaveSchema = z.object({
  routerId: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, '路由ID需以字母开头，只含字母、数字、下划线和短横线'),
  name: z.string().trim().min(1, '请输入路由名称').max(100),
  uri: z.string().trim().regex(GATEWAY_URI_PATTERN, '地址需以 http://、https:// 或 lb:// 开头'),
  predicates: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]+=.+$/, '断言格式应为 名称=参数，例如 Path=/api/**'),
    )
    .min(1, '至少需要一个断言'),
  filters: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]+(=.*)?$/, '过滤器格式应为 名称=参数，例如 StripPrefix=1'),
    )
    .default([]),
  sortOrder: z.number().int().default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type GatewayRouteSave = z.infer<typeof gatewayRouteSaveSchema>;
export const gatewayRouteEditSchema = gatewayRouteSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type GatewayRouteEdit = z.infer<typeof gatewayRouteEditSchema>;

/** 网关路由 (/sys/gatewayRoute): the kit's declaration; the proxy's JSON export stays a route of its own. */
export const gatewayRouteResource = defineResource({
  api: '/sys/gatewayRoute',
  noun: '路由',
  title: '网关路由',
  permissions: {
    list: PERMS.system.gateway.list,
    add: PERMS.system.gateway.add,
    edit: PERMS.system.gateway.edit,
    delete: PERMS.system.gateway.delete,
    // the route table has no code of its own for a batch: deleting one or many is the same button
    batch_delete: PERMS.system.gateway.delete,
  },
  record: gatewayRouteSchema,
  save: gatewayRouteSaveSchema,
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: {
    routerId: { label: '路由ID', type: 'string', rule: 'like', search: true, column: { width: 150 } },
    name: { label: '路由名称', type: 'string', rule: 'like', search: true, column: { width: 140 } },
    uri: { label: '目标地址', type: 'string', rule: 'like', column: { width: 180, ellipsis: true } },
    predicates: { label: '断言', type: 'string', sortable: false, filterable: false, column: { width: 180 } },
    filters: { label: '过滤器', type: 'string', sortable: false, filterable: false, column: { width: 150 } },
    sortOrder: { label: '排序', type: 'number', column: { width: 80 } },
    status: {
      label: '状态',
      type: 'number',
      choices: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      search: true,
      column: { width: 80 },
    },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});
