import { describe, expect, it } from 'vitest';
import { readableOn } from '../components/theme-preview';

describe('主题设置 preview text', () => {
  it('is white on a dark colour and black on a light one, white while the colour is not yet a #RRGGBB', () => {
    expect(readableOn('#0958D9')).toBe('#FFFFFF');
    expect(readableOn('#1677FF')).toBe('#000000');
    expect(readableOn('#FA8C16')).toBe('#000000');
    expect(readableOn('#003A8C')).toBe('#FFFFFF');
    expect(readableOn(undefined)).toBe('#FFFFFF');
    expect(readableOn('#12')).toBe('#FFFFFF');
  });
});
