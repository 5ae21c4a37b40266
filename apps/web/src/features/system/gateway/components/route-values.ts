import type { GatewayRoute, GatewayRouteSave } from '@bus/contracts';

export interface RouteFormValues {
  routerId: string;
  name: string;
  uri: string;
  /** one per line */
  predicates: string;
  filters: string;
  sortOrder: number;
  enabled: boolean;
}

/** Lines of a textarea, trimmed, empty lines dropped. */
export const splitLines = (text: string | undefined | null) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function toRouteRequest(values: RouteFormValues): GatewayRouteSave {
  return {
    routerId: values.routerId.trim(),
    name: values.name.trim(),
    uri: values.uri.trim(),
    predicates: splitLines(values.predicates),
    filters: splitLines(values.filters),
    sortOrder: Number(values.sortOrder) || 0,
    status: values.enabled ? 1 : 0,
  };
}

export function toRouteFormValues(route?: GatewayRoute): RouteFormValues {
  if (!route) return { routerId: '', name: '', uri: 'lb://', predicates: 'Path=/api/**', filters: '', sortOrder: 0, enabled: true };
  return {
    routerId: route.routerId,
    name: route.name,
    uri: route.uri,
    predicates: route.predicates.join('\n'),
    filters: route.filters.join('\n'),
    sortOrder: route.sortOrder,
    enabled: route.status === 1,
  };
}

/** Server errors name 'predicates.1': put them on the textarea. */
export const formFieldOf = (field: string) => field.split('.')[0];
