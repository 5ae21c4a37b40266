/** The GTFS endpoints as a test drives them through `inject`: upload a zip, follow the job, read the export. */
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { authHeaders } from './helper';

/** `app` and `defaultToken` are read at each call (a test file sets them in beforeAll) */
export function gtfsClient(app: () => App, defaultToken: () => string) {
  function upload(url: string, file: Buffer, filename = 'feed.zip', token = defaultToken()) {
    const boundary = '----gtfs-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app().inject({ method: 'POST', url, headers: authHeaders(token, { 'content-type': `multipart/form-data; boundary=${boundary}` }), payload });
  }

  const poll = (statusUrl: string, token = defaultToken()) => app().inject({ method: 'GET', url: `/api${statusUrl}`, headers: authHeaders(token) });

  async function waitForJob(statusUrl: string, token = defaultToken()) {
    for (;;) {
      const job = (await poll(statusUrl, token)).json().result;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function importFeed(file: Buffer, token = defaultToken()) {
    const res = await upload('/api/ops/gtfs/import', file, 'feed.zip', token);
    expect(res.statusCode, res.body).toBe(202);
    return waitForJob(res.json().result.statusUrl, token);
  }

  async function exportZip(token = defaultToken()) {
    const res = await app().inject({ method: 'GET', url: '/api/ops/gtfs/export', headers: authHeaders(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    return res.rawPayload;
  }

  return { upload, poll, waitForJob, importFeed, exportZip };
}

/** the files of a zip as text */
export async function unzip(buffer: Buffer): Promise<Record<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(buffer, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))));
  const files: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
        zip.readEntry();
      }),
    );
    zip.on('end', () => resolve());
    zip.readEntry();
  });
  return files;
}

/** the records of a GTFS file, by column */
export const csvRows = (text: string): Array<Record<string, string>> => parse(text, { columns: true, bom: true });
