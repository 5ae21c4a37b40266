/**
 * Route permission markers. Every server route declares one of these or a permission code
 * (the `perms` value of a menu or button, e.g. 'system:user:add'); the server checks it.
 */
export const PUBLIC = 'public' as const;
export const AUTHENTICATED = 'authenticated' as const;
export type RoutePermission = typeof PUBLIC | typeof AUTHENTICATED | (string & {});
