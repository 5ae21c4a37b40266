export * from './use-form-submit';
export * from './schema-rule';
