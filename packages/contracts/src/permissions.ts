/**
 * Permission codes: the one catalogue of every code the platform checks (the `perms` of a menu
 * or button, e.g. 'system:user:add'). Server routes declare them, the seed grants them, the web
 * hides buttons by them; all three take `PermissionCode`, so a code that is not here is a type
 * error instead of a button nobody can ever see. Add a page's codes here first.
 */

import { codes, CRUD, EDIT } from './permission-codes';
import { AREA_PERMS } from './areas';

/** PERMS.system.user.add === 'system:user:add'. The first entry of a page is its list (menu) code. */
export const PERMS = {
  system: {
    user: codes('system:user', ['list', ...CRUD, 'frozen', 'reset_password']),
    role: codes('system:role', ['list', ...CRUD, 'authorize']),
    permission: codes('system:permission', ['list', ...EDIT]),
    depart: codes('system:depart', ['list', ...CRUD, 'authorize']),
    tenant: codes('system:tenant', ['list', ...CRUD]),
    dict: codes('system:dict', ['list', ...CRUD]),
    position: codes('system:position', ['list', ...CRUD]),
    announcement: codes('system:announcement', ['list', ...EDIT, 'release', 'revoke']),
    category: codes('system:category', ['list', ...CRUD]),
    checkRule: codes('system:checkRule', ['list', ...EDIT]),
    fillRule: codes('system:fillRule', ['list', ...EDIT]),
    dataRule: codes('system:dataRule', ['list', 'add', 'edit', 'delete']),
    dataSource: codes('system:dataSource', ['list', ...EDIT]),
    quartz: codes('system:quartz', ['list', ...EDIT, 'start', 'stop']),
    log: codes('system:log', ['list', 'delete', 'batch_delete', 'export']),
    dataLog: codes('system:dataLog', ['list', 'export']),
    onlineUser: codes('system:onlineUser', ['list', 'force_logout']),
    recycleBin: codes('system:recycleBin', ['list', 'revert', 'delete']),
    gateway: codes('system:gateway', ['list', 'add', 'edit', 'delete']),
    address: codes('system:address', ['list', 'export']),
  },
  basic: {
    elementDisplay: codes('basic:elementDisplay', ['list', ...EDIT]),
  },
  workflow: {
    model: codes('workflow:model', ['view', 'design', 'delete', 'deploy']),
    form: codes('workflow:form', ['view', 'design', 'delete']),
    process: codes('workflow:process', ['start']),
    task: codes('workflow:task', ['todo', 'handle', 'done', 'copy']),
    ops: codes('workflow:ops', ['view', 'suspend', 'terminate', 'reassign', 'jump', 'repair']),
  },
  /** 公交运营管理 (/zsgj): the network, timetables, fleet, dispatch and passenger-facing records */
  ops: {
    stop: codes('ops:stop', ['list', ...CRUD]),
    route: codes('ops:route', ['list', ...CRUD, 'gtfs_import', 'gtfs_export', 'gtfs_validate']),
    timetable: codes('ops:timetable', ['list', ...EDIT, 'generate', 'export']),
    vehicle: codes('ops:vehicle', ['list', ...CRUD]),
    driver: codes('ops:driver', ['list', ...CRUD, 'duty', 'rule']),
    dispatch: codes('ops:dispatch', ['list', 'plan', 'record', 'export']),
    lineCheck: codes('ops:lineCheck', ['list', ...EDIT, 'assign', 'close', 'export']),
    notice: codes('ops:notice', ['list', ...EDIT, 'release', 'revoke', 'export']),
    member: codes('ops:member', ['list', 'export']),
    customization: codes('ops:customization', ['list', 'edit', 'export']),
    customTicket: codes('ops:customTicket', ['list', 'export']),
  },
  online: {
    cgreport: codes('online:cgreport', ['list', ...EDIT]),
    /** 代码生成: list tables and columns, preview (list), download the zip */
    codegen: codes('online:codegen', ['list', 'download']),
  },
  demo: {
    widgets: {
      ...codes('demo:widgets', ['view']),
      table: codes('demo:widgets:table', ['add', 'batch_delete', 'save']),
    },
  },
  // the business areas built on the kits, each declared with its own contracts (areas.ts)
  ...AREA_PERMS,
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Every permission code of the catalogue. */
export type PermissionCode = Leaves<typeof PERMS>;

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(leaves);
}

/** The catalogue as a list (seed checks, tests). */
export const PERMISSION_CODES = leaves(PERMS) as PermissionCode[];

const known: ReadonlySet<string> = new Set(PERMISSION_CODES);

/** Whether a code read from data (a menu the administrator made, a stored grant) is in the catalogue. */
export function isPermissionCode(code: string): code is PermissionCode {
  return known.has(code);
}

/**
 * Route permission markers. Every server route declares one of these or a catalogue code;
 * the server checks it.
 */
export const PUBLIC = 'public' as const;
export const AUTHENTICATED = 'authenticated' as const;
export type RoutePermission = typeof PUBLIC | typeof AUTHENTICATED | PermissionCode;
