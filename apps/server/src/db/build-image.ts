/**
 * Writes the prepared database image to the file given: run by scripts/build-server.mjs from the
 * built server, `node apps/server/dist/build-image.mjs <file>`.
 */
import { writeFileSync } from 'node:fs';
import { prepareDatabaseImage } from './image';

const target = process.argv[2];
if (!target) throw new Error('usage: build-image <file>');
writeFileSync(target, await prepareDatabaseImage());
