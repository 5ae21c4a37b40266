export * from './transit-map';
export * from './types';
export { fromDisplay, toDisplay, mapLineOf, CITY_CENTER, DEFAULT_LINE_COLOR } from './geometry';
export { getMapConfig, mapConfigQueryKey, useMapConfig } from './api/get-map-config';
