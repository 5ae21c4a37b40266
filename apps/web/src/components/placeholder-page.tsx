import { Result } from 'antd';

export const NOT_BUILT_TEXT = '功能待实现';

/** Shown for a screen that is not built yet (spec 01 section 8). */
export function PlaceholderPage({ title }: { title?: string }) {
  return <Result status="info" title={title ?? NOT_BUILT_TEXT} subTitle={title ? NOT_BUILT_TEXT : undefined} />;
}

export default PlaceholderPage;
