export * from './expiry-tag';
export * from './duty-finding-list';
export * from './coverage-notice';
