/**
 * WCAG 2 contrast maths (GB/T 37668 asks the same as WCAG 2.0 AA): relative luminance, the
 * contrast ratio of two colours, and the nearest darker shade of a colour that reaches a ratio.
 * Pure; used by the antd theme so that every colour a user may choose is readable as text.
 */

/** WCAG 2 AA for normal text (1.4.3) */
export const AA_TEXT_RATIO = 4.5;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rgb` or `#rrggbb` (any case) as 0-255 channels; null for anything else. */
export function parseHexColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function requireColor(color: string): Rgb {
  const rgb = parseHexColor(color);
  if (!rgb) throw new Error(`not a #rrggbb colour: ${color}`);
  return rgb;
}

/**
 * The opaque colour `color` shows over `background` (#rrggbb): antd's text tokens are
 * `rgba(0,0,0,0.45)` and the like. A colour without alpha is returned as it is, in lower case.
 */
export function flattenColor(color: string, background: string): string {
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  if (!rgba) return toHex(requireColor(color));
  const [red, green, blue] = [rgba[1], rgba[2], rgba[3]].map(Number);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  const under = requireColor(background);
  const mix = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
  return toHex({ r: mix(red, under.r), g: mix(green, under.g), b: mix(blue, under.b) });
}

/** WCAG 2 relative luminance of a #rrggbb colour (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const { r, g, b } = requireColor(color);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 … 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` mixed with a share of black (0 none … 1 black), as #rrggbb in lower case. */
export function shadeColor(color: string, black: number): string {
  const { r, g, b } = requireColor(color);
  return toHex({ r: r * (1 - black), g: g * (1 - black), b: b * (1 - black) });
}

const meets = (color: string, backgrounds: readonly string[], ratio: number) => backgrounds.every((background) => contrastRatio(color, background) >= ratio);

/**
 * The colour itself when it reaches `ratio` against every background, otherwise its lightest shade
 * (the colour mixed with black, as a painter shades: hue and the channels' proportions kept) that
 * does, as #rrggbb in lower case. The backgrounds must be light: black, the darkest shade, reaches
 * 4.5:1 only on colours lighter than mid grey.
 */
export function darkenToContrast(color: string, backgrounds: readonly string[], ratio = AA_TEXT_RATIO): string {
  const shadeOf = (black: number) => shadeColor(color, black);
  if (meets(shadeOf(0), backgrounds, ratio)) return shadeOf(0);
  if (!meets(shadeOf(1), backgrounds, ratio)) throw new Error(`no shade of ${color} reaches ${ratio}:1 on ${backgrounds.join(', ')}`);
  // the least black that passes, between none (fails) and all (passes)
  let failing = 0;
  let passing = 1;
  for (let step = 0; step < 24; step++) {
    const middle = (failing + passing) / 2;
    if (meets(shadeOf(middle), backgrounds, ratio)) passing = middle;
    else failing = middle;
  }
  return shadeOf(passing);
}

/**
 * White or black text, whichever reads better on `background` (a tag in a line's own colour): one
 * of the two always reaches 4.58:1, whatever the colour.
 */
export function readableTextOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
