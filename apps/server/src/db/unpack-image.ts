import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.toString('latin1', start, start + length);
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * Unpacks the prepared database image (a tar of directories and files, as PGlite's dumpDataDir
 * writes it) into a new data directory, reading it from disk a megabyte at a time. Handing the
 * image to PGlite instead (`loadDataDir`) held the 43 MB file three times in memory and left the
 * server about 150 MB larger for its whole life. The files go to a staging folder first, renamed
 * into place when complete, so a start that is interrupted leaves no half-made database.
 */
export function unpackImage(image: string, dir: string): void {
  const staging = `${dir}.unpacking`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const fd = openSync(image, 'r');
  try {
    copyEntries(fd, image, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    closeSync(fd);
  }
  // an empty folder made before (by an earlier start that stopped early) gives way to the database
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  renameSync(staging, dir);
}

function copyEntries(fd: number, image: string, staging: string): void {
  const header = Buffer.alloc(BLOCK);
  const chunk = Buffer.alloc(1 << 20);
  let position = 0;
  for (;;) {
    if (readSync(fd, header, 0, BLOCK, position) < BLOCK) throw new Error(`the database image ${image} is cut short`);
    position += BLOCK;
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 0x30);
    const target = path.resolve(staging, `./${name}`);
    if (!Number.isSafeInteger(size) || size < 0 || (target !== staging && !target.startsWith(staging + path.sep)))
      throw new Error(`the database image ${image} holds an entry it should not: ${name}`);
    if (type === '5') {
      mkdirSync(target, { recursive: true, mode: 0o700 });
    } else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const out = openSync(target, 'w', 0o600);
      try {
        for (let left = size; left > 0;) {
          const read = readSync(fd, chunk, 0, Math.min(chunk.length, left), position + (size - left));
          if (read <= 0) throw new Error(`the database image ${image} is cut short`);
          writeSync(out, chunk, 0, read);
          left -= read;
        }
      } finally {
        closeSync(out);
      }
    } else {
      throw new Error(`the database image ${image} holds an entry of type ${type}: ${name}`);
    }
    position += Math.ceil(size / BLOCK) * BLOCK;
  }
}
