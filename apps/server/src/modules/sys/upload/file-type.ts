/**
 * Upload allowlist by extension AND content: the first bytes must match the extension's
 * format, so a renamed HTML page cannot pass as a .png. Markup types (html, svg, js) are never
 * allowed, and text files must not look like markup either. Office documents, zip archives
 * (never unpacked on the server) and mp4 (the image uploader's optional video) are served as
 * attachments; only images and pdf may be shown inline by file-preview.
 */
import { XLSX_MIME } from '../../../lib/xlsx/sheet-export';

export type AllowedExtension =
  'jpg' | 'jpeg' | 'png' | 'gif' | 'webp' | 'mp4' | 'pdf' | 'xlsx' | 'xls' | 'docx' | 'doc' | 'pptx' | 'ppt' | 'zip' | 'txt' | 'csv';

export const IMAGE_EXTENSIONS = new Set<string>(['jpg', 'jpeg', 'png', 'gif', 'webp']);
/** What file-preview may show inline (everything else is always an attachment). */
export const INLINE_PREVIEW_EXTENSIONS = new Set<string>([...IMAGE_EXTENSIONS, 'pdf']);

const CONTENT_TYPES: Record<AllowedExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  xlsx: XLSX_MIME,
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)|javascript:/i;

function looksLikePlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  const text = data.subarray(0, 4096).toString('utf8');
  return !MARKUP.test(text);
}

const SIGNATURES: Record<AllowedExtension, (data: Buffer) => boolean> = {
  jpg: (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  jpeg: (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  png: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
  webp: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
  // ISO base media: a box size, then 'ftyp'
  mp4: (d) => startsWith(d, ascii('ftyp'), 4),
  pdf: (d) => startsWith(d, ascii('%PDF-')),
  xlsx: (d) => startsWith(d, ZIP),
  docx: (d) => startsWith(d, ZIP),
  xls: (d) => startsWith(d, OLE),
  doc: (d) => startsWith(d, OLE),
  pptx: (d) => startsWith(d, ZIP),
  ppt: (d) => startsWith(d, OLE),
  zip: (d) => startsWith(d, ZIP),
  txt: looksLikePlainText,
  csv: looksLikePlainText,
};

export const ALLOWED_EXTENSIONS = Object.keys(SIGNATURES) as AllowedExtension[];

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

export const isAllowedExtension = (ext: string): ext is AllowedExtension => Object.hasOwn(SIGNATURES, ext);

/** True when the content matches the extension's format. */
export const contentMatches = (ext: AllowedExtension, data: Buffer) => data.length > 0 && SIGNATURES[ext](data);

export const contentTypeOf = (ext: AllowedExtension) => CONTENT_TYPES[ext];
