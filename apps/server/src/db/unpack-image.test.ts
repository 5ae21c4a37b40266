import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackImage } from './unpack-image';

/** A tar as PGlite writes it: 512-byte headers (name, octal size, type), contents padded to 512. */
function tar(entries: { name: string; type: '0' | '5' | '2'; content?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const header = Buffer.alloc(512);
    const content = Buffer.from(entry.content ?? '');
    header.write(entry.name, 0, 'latin1');
    header.write(content.length.toString(8).padStart(11, '0'), 124, 'latin1');
    header.write(entry.type, 156, 'latin1');
    header.write('ustar', 257, 'latin1');
    blocks.push(header, content, Buffer.alloc((512 - (content.length % 512)) % 512));
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'bus-unpack-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function imageOf(name: string, bytes: Buffer): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

describe('unpacking the database image into a new data directory', () => {
  it('writes its folders and files, in place of an empty folder left by an earlier start', () => {
    const image = imageOf(
      'good.tar',
      tar([
        { name: '/global', type: '5' },
        { name: '/global/1213', type: '0', content: 'x'.repeat(1300) },
        { name: '/PG_VERSION', type: '0', content: '17\n' },
      ]),
    );
    const dir = path.join(folder, 'good');
    mkdirSync(dir);
    unpackImage(image, dir);
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dir, 'global/1213'), 'utf8')).toBe('x'.repeat(1300));
    expect(existsSync(`${dir}.unpacking`)).toBe(false);
  });

  it('leaves no half-made database when the image is cut short', () => {
    const whole = tar([
      { name: '/PG_VERSION', type: '0', content: '17\n' },
      { name: '/base/1', type: '0', content: 'y'.repeat(4000) },
    ]);
    const dir = path.join(folder, 'cut');
    expect(() => unpackImage(imageOf('cut.tar', whole.subarray(0, 1536)), dir)).toThrow(/cut short/);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(`${dir}.unpacking`)).toBe(false);
  });

  it('refuses an entry that would land outside the data directory, or a link', () => {
    const outside = path.join(folder, 'escaped');
    expect(() => unpackImage(imageOf('up.tar', tar([{ name: '../escaped', type: '0', content: 'z' }])), path.join(folder, 'up'))).toThrow(/should not/);
    expect(existsSync(outside)).toBe(false);
    expect(() => unpackImage(imageOf('link.tar', tar([{ name: '/pg_wal', type: '2' }])), path.join(folder, 'link'))).toThrow(/type 2/);
    expect(existsSync(path.join(folder, 'link'))).toBe(false);
  });
});
