export * from './use-form-submit';
