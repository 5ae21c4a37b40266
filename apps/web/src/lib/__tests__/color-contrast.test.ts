import { describe, expect, it } from 'vitest';
import { AA_TEXT_RATIO, contrastRatio, darkenToContrast, flattenColor, parseHexColor, readableTextOn, relativeLuminance } from '../color-contrast';

describe('WCAG contrast maths', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHexColor('#1890FF')).toEqual({ r: 24, g: 144, b: 255 });
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('rgba(0,0,0,.45)')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('flattens a translucent text colour over its background', () => {
    // antd's description text over the layout background: the breadcrumb's #878787
    expect(flattenColor('rgba(0,0,0,0.45)', '#f5f5f5')).toBe('#878787');
    expect(flattenColor('rgba(0, 0, 0, 0.45)', '#ffffff')).toBe('#8c8c8c');
    expect(flattenColor('rgb(0,0,0)', '#ffffff')).toBe('#000000');
    expect(flattenColor('#1890FF', '#000000')).toBe('#1890ff');
  });

  it('luminance runs from black 0 to white 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('gives the ratios the WCAG examples and the audit found', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // antd's default blue on white: the links, tabs and primary buttons that failed
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    // the breadcrumb: rgba(0,0,0,.45) over #f5f5f5
    expect(contrastRatio('#878787', '#f5f5f5')).toBeCloseTo(3.3, 1);
    // the order does not matter
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
  });

  it('keeps a colour that already reaches the ratio', () => {
    expect(darkenToContrast('#2F54EB', ['#ffffff'])).toBe('#2f54eb');
    expect(darkenToContrast('#000', ['#ffffff'])).toBe('#000000');
  });

  it('darkens a colour that does not to the lightest shade of its hue that does', () => {
    for (const color of ['#1890FF', '#FAAD14', '#13C2C2', '#52C41A', '#F5222D', '#FA541C']) {
      const shade = darkenToContrast(color, ['#ffffff']);
      expect(contrastRatio(shade, '#ffffff'), `${color} → ${shade}`).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
      // the nearest: one step lighter would fail again
      expect(contrastRatio(shade, '#ffffff'), `${color} → ${shade}`).toBeLessThan(AA_TEXT_RATIO + 0.15);
      expect(relativeLuminance(shade)).toBeLessThan(relativeLuminance(color));
    }
    // the same hue: the blue stays a blue, the gold a gold
    const blue = parseHexColor(darkenToContrast('#1890FF', ['#ffffff']))!;
    expect(blue.b).toBeGreaterThan(blue.g);
    expect(blue.g).toBeGreaterThan(blue.r);
    const gold = parseHexColor(darkenToContrast('#FAAD14', ['#ffffff']))!;
    expect(gold.r).toBeGreaterThan(gold.g);
    expect(gold.g).toBeGreaterThan(gold.b);
  });

  it('meets every background it is given', () => {
    const shade = darkenToContrast('#1890FF', ['#ffffff', '#e6f4ff'], 4.5);
    expect(contrastRatio(shade, '#e6f4ff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses what is not a colour, and a ratio no shade reaches', () => {
    expect(() => darkenToContrast('blue', ['#ffffff'])).toThrow(/not a #rrggbb colour/);
    expect(() => darkenToContrast('#1890ff', ['#333333'])).toThrow(/no shade/);
  });

  it('puts white text on dark line colours and black text on light ones, always readable', () => {
    expect(readableTextOn('#0d47a1')).toBe('#ffffff');
    expect(readableTextOn('#fdd835')).toBe('#000000');
    // the seeded line colours that failed with white text
    for (const line of ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#00897b', '#f4511e', '#777777']) {
      expect(contrastRatio(readableTextOn(line), line), line).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    }
  });
});
