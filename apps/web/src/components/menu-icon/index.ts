export * from './menu-icon';
