import { z } from 'zod';

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
