/** Every table of the server, for drizzle-kit and the query builder. */
export * from '../modules/basic/system-setting/system-setting.table';
export * from '../modules/sys/captcha/captcha.table';
export * from '../modules/sys/depart/depart.table';
export * from '../modules/sys/dict/dict.table';
export * from '../modules/sys/log/log.table';
export * from '../modules/sys/permission/permission.table';
export * from '../modules/sys/position/position.table';
export * from '../modules/sys/role/role.table';
export * from '../modules/sys/session/session.table';
export * from '../modules/sys/sms/sms-code.table';
export * from '../modules/sys/tenant/tenant.table';
export * from '../modules/sys/user/user.table';
