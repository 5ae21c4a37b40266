/**
 * Display width of text (spec 03 section 5 "Other"): characters with codes 0-128 count 1, any
 * other character (Chinese, full-width punctuation, emoji) counts 2. Used to shorten text to a
 * width rather than a character count, so Chinese and Latin text line up alike.
 */
export const ELLIPSIS_DEFAULT_LENGTH = 25;
const MORE = '...';

export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0 && code <= 128 ? 1 : 2;
}

export function stringWidth(text: string | null | undefined): number {
  let width = 0;
  for (const char of text ?? '') width += charWidth(char);
  return width;
}

/** The longest start of `text` whose width is at most `maxWidth` (never splits a character). */
export function cutToWidth(text: string | null | undefined, maxWidth: number): string {
  let width = 0;
  let out = '';
  for (const char of text ?? '') {
    width += charWidth(char);
    if (width > maxWidth) break;
    out += char;
  }
  return out;
}

/** Text shortened to `length` width units plus '...', or unchanged when it fits (default 25). */
export function ellipsis(text: string | null | undefined, length = ELLIPSIS_DEFAULT_LENGTH): string {
  const value = text ?? '';
  return stringWidth(value) > length ? cutToWidth(value, length) + MORE : value;
}
