/**
 * The user's file name is kept for display and downloads only; files are stored under a
 * generated name. Still, what we keep must be harmless: no folders, no control characters (NUL,
 * CR/LF that would split a header), no bidirectional overrides that disguise an extension, and
 * a bounded length that keeps the extension.
 */

export const MAX_FILE_NAME_LENGTH = 200;

/** C0/C1 controls, DEL and the bidi marks and embedding/override/isolate characters */
function isUnsafeCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function sanitizeFileName(raw: string, fallbackExtension = ''): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  let name = [...lastSegment]
    .filter((character) => !isUnsafeCharacter(character))
    .join('')
    .trim();
  // a name made of dots only ('.', '..') names a folder, not a file
  if (/^\.*$/.test(name)) name = fallbackExtension ? `未命名.${fallbackExtension}` : '未命名';
  if (name.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : '';
  return name.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

/** RFC 5987 ext-value: percent-encodes everything outside attr-char. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition naming the file in UTF-8 (filename*) with an ASCII fallback for old
 * clients; nothing of the name can end the header or add a parameter.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
