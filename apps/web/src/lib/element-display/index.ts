export * from './element-display-store';
export { getElementRenderMap } from './get-element-render-map';
export { getElementTips, elementTipsQueryOptions, useElementTips } from './get-element-tips';
