export * from './use-list-page';
export * from './search-form';
export * from './confirm';
export * from './crud-actions';
export * from './list-actions';
export * from './import-result';
export * from './import-excel-button';
export * from './fit-columns';
