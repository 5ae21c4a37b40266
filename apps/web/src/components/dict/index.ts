export * from './dict-select';
export * from './dict-multi-select';
export * from './dict-search-select';
export * from './dict-tree-select';
export * from './dict-tree-dropdown';
export * from './use-dict-options';
export * from './dict-logic';
export { getDynamicDict } from './api/get-dynamic-dict';
export * from './dict-tag';
