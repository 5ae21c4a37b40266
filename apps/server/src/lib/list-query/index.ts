export * from './list-definition';
export * from './parse-list-query';
export * from './run-list';
export * from './data-rules';
export * from './lookups';
