/**
 * antd's resize observer imports `resize-observer-polyfill` (33 KB, about 8 KB gzipped, on the
 * sign-in page too); every browser the app supports has ResizeObserver, so the build uses the
 * browser's own (vite.config.ts aliases the package here).
 */
export default globalThis.ResizeObserver;
