export * from './check-permission';
export { usePermission } from './use-permission';
export { Authorized } from './authorized';
