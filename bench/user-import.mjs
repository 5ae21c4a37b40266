// User import through the real HTTP endpoint (issue 10): 10,000 valid users in one .xlsx, timed
// from the upload until the background job reports done (goal: under 60 s), with the server
// process's peak RSS while it runs (goal: under 300 MB). Then what the caps cost: a 256 KB zip
// bomb that would inflate to 256 MB (declared honestly, and lying about its sizes), and a file of
// 100,000 rows, each refused with a 422; time to the answer and the server's peak RSS.
// The server runs without NODE_ENV=test; its port is USER_IMPORT_BENCH_PORT (default BENCH_PORT_BASE + 7).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { adminSession, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { request } from './lib/load.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';

const PORT = Number(process.env.USER_IMPORT_BENCH_PORT || BENCH_PORTS.userImport);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Passw0rd';
const HEADERS = ['账号', '姓名', '工号', '性别', '手机号', '状态'];

const rssMb = (pid) => +(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024).toFixed(1);

/** Samples the process's RSS every 50 ms while `work` runs; returns its result, the time and the peak. */
async function measured(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: Math.round(performance.now() - started), peakRssMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function workbook(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户信息');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const validUsers = (n, prefix) =>
  Array.from({ length: n }, (_, i) => [
    `${prefix}${i}`,
    `导入用户${i}`,
    `${prefix.toUpperCase()}${String(i).padStart(6, '0')}`,
    i % 2 ? '男' : '女',
    `13${String(600000000 + i).padStart(9, '0')}`,
    '正常',
  ]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (crc, data) => {
  let c = crc ^ 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** Deflates a part given as a generator of chunks; returns the compressed bytes, size and CRC. */
async function deflatePart(chunks) {
  const deflate = createDeflateRaw({ level: 9 });
  const out = [];
  deflate.on('data', (c) => out.push(c));
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    crc = crc32(crc, chunk);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  // 'end' (all output read), not end()'s callback (all input written)
  await new Promise((r) => {
    deflate.once('end', r);
    deflate.end();
  });
  return { data: Buffer.concat(out), size, crc };
}

/** A hand-made .xlsx whose one sheet inflates to `inflatedMb` MB; `declare` is the size its headers claim. */
export async function zipBomb(inflatedMb, { lie = false } = {}) {
  const cell = `<row><c t="inlineStr"><is><t>${'a'.repeat(990)}</t></is></c></row>`;
  const block = Buffer.from(cell.repeat(Math.floor((1024 * 1024) / cell.length)));
  function* sheet() {
    yield Buffer.from('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
    yield Buffer.from(`<row><c t="inlineStr"><is><t>账号</t></is></c></row>`);
    for (let i = 0; i < inflatedMb; i++) yield block;
    yield Buffer.from('</sheetData></worksheet>');
  }
  const parts = [
    ['[Content_Types].xml', [Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')]],
    [
      'xl/workbook.xml',
      [
        Buffer.from(
          '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
      ],
    ],
    [
      'xl/_rels/workbook.xml.rels',
      [
        Buffer.from(
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"/></Relationships>',
        ),
      ],
    ],
    ['xl/worksheets/sheet1.xml', sheet()],
  ];
  const locals = [];
  const central = [];
  let offset = 0;
  for (const [name, chunks] of parts) {
    const { data, size, crc } = await deflatePart(chunks);
    const declared = lie ? Math.min(size, 1000) : size;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

async function upload(token, file, name) {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const res = await fetch(`${BASE}/api/sys/user/importExcel`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
  return { status: res.status, body: await res.json() };
}

/** Imports 10,000 valid users through the endpoint (a background job); time, idle and peak RSS. */
async function importTenThousand(child, token) {
  const headers = { 'x-access-token': token };
  const valid = await workbook(validUsers(10_000, 'imp'));
  const idleRssMb = rssMb(child.pid);
  const run = await measured(child.pid, async () => {
    const started = await upload(token, valid, 'users-10k.xlsx');
    if (started.status !== 202) throw new Error(`import did not start: ${started.status} ${JSON.stringify(started.body).slice(0, 200)}`);
    for (;;) {
      const { result } = await request(`${BASE}/api${started.body.result.statusUrl}`, { headers });
      if (result.status !== 'running') return result;
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  return {
    fileKb: Math.round(valid.length / 1024),
    status: run.result.status,
    successCount: run.result.successCount,
    failCount: run.result.failCount,
    ms: run.ms,
    idleRssMb,
    peakRssMb: run.peakRssMb,
    // what the import itself costs, whichever database the server holds (the embedded one is
    // most of an idle server's memory)
    addedRssMb: +(run.peakRssMb - idleRssMb).toFixed(1),
    goals: { underMs: 60_000, underPeakRssMb: 300 },
  };
}

async function withServer(env, name, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const child = startServer(
    { DATA_DIR: dataDir, AUTH_CAPTCHA: 'off', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', ...env },
    { port: PORT, logFile: join(root, `.tmp/logs/bench-user-import-${name}.log`) },
  );
  try {
    await waitForHttp(`${BASE}/api/basic/system/get`);
    return await work(child, await adminSession(BASE, PASSWORD, `${PASSWORD}-2`));
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same import with the server on a throw-away PostgreSQL database (BENCH_PG_URL). */
const onPostgres = () => withThrowawayDatabase('bench_import', (databaseUrl) => withServer({ DATABASE_URL: databaseUrl }, 'postgres', importTenThousand));

export async function userImportBench() {
  const embedded = await withServer({}, 'embedded', async (child, token) => {
    const tenThousand = await importTenThousand(child, token);
    const refusal = async (file, name) => {
      const m = await measured(child.pid, () => upload(token, file, name));
      return { fileKb: Math.round(file.length / 1024), status: m.result.status, message: m.result.body.message, ms: m.ms, peakRssMb: m.peakRssMb };
    };
    const bomb = await zipBomb(256);
    const zipBombDeclared = await refusal(bomb, 'bomb.xlsx');
    const zipBombLying = await refusal(await zipBomb(256, { lie: true }), 'bomb-lying.xlsx');
    const hundredThousand = await refusal(await workbook(validUsers(100_000, 'big')), 'users-100k.xlsx');
    return { tenThousand, zipBombDeclared, zipBombLying, hundredThousand };
  });
  return { tenThousand: embedded.tenThousand, tenThousandOnPostgres: await onPostgres(), ...embedded };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await userImportBench(), null, 2));
