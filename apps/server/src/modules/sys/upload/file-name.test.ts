import { describe, expect, it } from 'vitest';
import { contentDisposition, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('keeps only the last path segment', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\王师傅\\排班表.xlsx')).toBe('排班表.xlsx');
  });

  it('drops control and bidi characters that could split a header or disguise an extension', () => {
    expect(sanitizeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('names a file made of dots only', () => {
    expect(sanitizeFileName('..', 'png')).toBe('未命名.png');
    expect(sanitizeFileName('  ')).toBe('未命名');
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'站'.repeat(300)}.docx`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('carries the UTF-8 name encoded and an ASCII fallback without quotes', () => {
    expect(contentDisposition('attachment', '1路"时刻表".pdf')).toBe(
      `attachment; filename="1______.pdf"; filename*=UTF-8''1%E8%B7%AF%22%E6%97%B6%E5%88%BB%E8%A1%A8%22.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).png")).toContain("filename*=UTF-8''it%27s%20%281%29.png");
  });
});
