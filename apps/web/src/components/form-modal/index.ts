export * from './use-form-submit';
export * from './schema-rule';
export * from './use-modal-form';
