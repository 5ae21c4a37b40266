export * from './use-list-page';
export * from './search-form';
export * from './confirm';
export * from './crud-actions';
