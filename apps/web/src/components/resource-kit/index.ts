export * from './resource-api';
export * from './resource-columns';
export * from './resource-search';
export * from './resource-form-items';
export * from './resource-form-modal';
export * from './use-resource-form';
export * from './resource-list-page';
export * from './money-input';
