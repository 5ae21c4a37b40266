/** What the app's home looks like in the colours chosen: the navigation bar, a primary button and an accent tag. */
import { Typography } from 'antd';
import type { ThemeSettingSave } from '@bus/contracts';

export function ThemePreview({ colors, appName }: { colors: Partial<ThemeSettingSave>; appName?: string }) {
  return (
    <div aria-label="主题预览" role="img" style={{ width: 240, border: '1px solid #d9d9d9', borderRadius: 12, overflow: 'hidden' }}>
      <div style={{ background: colors.navBarColor, color: colors.navTextColor, padding: '10px 12px', fontWeight: 600, textAlign: 'center' }}>
        {appName ?? '江城公交'}
      </div>
      <div style={{ padding: 12, display: 'grid', gap: 8 }}>
        <Typography.Text>扫码乘车，一卡通行</Typography.Text>
        <span style={{ background: colors.primaryColor, color: '#fff', borderRadius: 6, padding: '6px 0', textAlign: 'center' }}>乘车码</span>
        <span style={{ color: colors.accentColor, border: `1px solid ${colors.accentColor}`, borderRadius: 4, padding: '2px 6px', justifySelf: 'start' }}>
          限时优惠
        </span>
      </div>
    </div>
  );
}
