export { SuperQuery, type SuperQueryProps } from './super-query';
export { SuperQueryModal, SUPER_QUERY_MODAL_WIDTH } from './super-query-modal';
export * from './super-query-logic';
export * from './saved-queries';
export { superQueryFieldsOf } from './fields-of';
