export * from './data-log-writer';
export * from './record-of';
export * from './resource-routes';
export * from './state-move';
export * from './setting-store';
