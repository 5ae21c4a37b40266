/**
 * What the app's home looks like in the colours chosen: the navigation bar, a primary button and an
 * accent tag. The button's and the tag's text are white or black, whichever reads better on the
 * colour (as the app draws them); the bar's text is the one chosen (the save checks it).
 */
import { Typography } from 'antd';
import { contrastRatio, type ThemeSettingSave } from '@bus/contracts';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** white or black, whichever contrasts more with the colour */
export const readableOn = (background: string | undefined) =>
  background && HEX.test(background) && contrastRatio('#000000', background) > contrastRatio('#FFFFFF', background) ? '#000000' : '#FFFFFF';

export function ThemePreview({ colors, appName }: { colors: Partial<ThemeSettingSave>; appName?: string }) {
  return (
    <div aria-label="主题预览" role="img" style={{ width: 240, border: '1px solid #d9d9d9', borderRadius: 12, overflow: 'hidden' }}>
      <div style={{ background: colors.navBarColor, color: colors.navTextColor, padding: '10px 12px', fontWeight: 600, textAlign: 'center' }}>
        {appName ?? '江城公交'}
      </div>
      <div style={{ padding: 12, display: 'grid', gap: 8 }}>
        <Typography.Text>扫码乘车，一卡通行</Typography.Text>
        <span style={{ background: colors.primaryColor, color: readableOn(colors.primaryColor), borderRadius: 6, padding: '6px 0', textAlign: 'center' }}>
          乘车码
        </span>
        <span style={{ background: colors.accentColor, color: readableOn(colors.accentColor), borderRadius: 4, padding: '2px 6px', justifySelf: 'start' }}>
          限时优惠
        </span>
      </div>
    </div>
  );
}
