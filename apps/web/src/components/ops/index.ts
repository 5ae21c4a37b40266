export * from './expiry-tag';
export * from './duty-finding-list';
