export * from './api/envelope';
export * from './api/session';
export * from './validators';
export * from './permissions';
