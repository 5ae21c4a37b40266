import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let admin: string;
let lina: string;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  admin = await signIn(ctx.app, 'admin');
  lina = await signIn(ctx.app, 'lina');
  // a table of the customer's own, beside the product's
  await ctx.database.db.execute(sql`create table kiosk_visit (
    id text primary key, tenant_id integer not null default 1, kiosk_name text not null, visitor_phone varchar(20),
    fee_cents integer, visited_at timestamp with time zone, status text, remark text, version integer not null default 0)`);
  await ctx.database.db.execute(sql`comment on table kiosk_visit is '自助机到访'`);
  await ctx.database.db.execute(sql`comment on column kiosk_visit.kiosk_name is '自助机名称'`);
});
afterAll(() => ctx.close());

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: authHeaders(token) });
const post = (url: string, payload: object, token = admin) => ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: authHeaders(token), payload });

const declaration = {
  area: 'kiosk',
  name: 'kiosk-visit',
  table: 'kiosk_visit',
  noun: '到访',
  fields: [
    { name: 'kioskName', column: 'kiosk_name', type: 'text', label: '自助机', required: true, listed: true, searched: true },
    { name: 'visitorPhone', column: 'visitor_phone', type: 'text', label: '到访电话', listed: true, check: 'mobile' },
  ],
};
const paths = [
  'apps/server/src/modules/kiosk/kiosk-visit/kiosk-visit.table.ts',
  // the next number of the server's migrations
  expect.stringMatching(/^apps\/server\/src\/db\/migrations\/\d{4}_kiosk_visit\.sql$/),
  'packages/contracts/src/areas/kiosk/kiosk-visit.ts',
  'apps/server/src/modules/kiosk/kiosk-visit/kiosk-visit.service.ts',
  'apps/server/src/modules/kiosk/kiosk-visit/kiosk-visit.test.ts',
  'apps/web/src/features/kiosk/kiosk-visit/pages/kiosk-visit-list-page.tsx',
  'e2e/kiosk-kiosk-visit.e2e.ts',
  'packages/contracts/src/areas/kiosk/index.ts',
  'apps/server/src/modules/kiosk/index.ts',
  'apps/server/src/modules/kiosk/kiosk.routes.ts',
  'apps/web/src/features/kiosk/pages.ts',
  'README-codegen.md',
];

function zipEntries(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (readError, stream) => {
          if (readError) return reject(readError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('代码生成', () => {
  it('refuses a user without its permission on every route', async () => {
    expect((await get('/online/codegen/tables', lina)).statusCode).toBe(403);
    expect((await get('/online/codegen/columns?table=kiosk_visit', lina)).statusCode).toBe(403);
    expect((await post('/online/codegen/preview', declaration, lina)).statusCode).toBe(403);
    expect((await post('/online/codegen/download', declaration, lina)).statusCode).toBe(403);
  });

  it('lists the tables, the product’s own only when asked, and searches them', async () => {
    const tables = (await get('/online/codegen/tables')).json().result as Array<{ name: string; comment: string | null; system: boolean }>;
    expect(tables).toContainEqual({ name: 'kiosk_visit', comment: '自助机到访', system: false });
    expect(tables.some((table) => table.name === 'sys_user' || table.name.startsWith('ops_'))).toBe(false);
    const all = (await get('/online/codegen/tables?system=true')).json().result as Array<{ name: string; system: boolean }>;
    expect(all).toContainEqual(expect.objectContaining({ name: 'sys_user', system: true }));
    expect(all).toContainEqual(expect.objectContaining({ name: 'isps_supplement_place', system: true }));
    const found = (await get(`/online/codegen/tables?keyword=${encodeURIComponent('自助机')}`)).json().result;
    expect(found.map((table: { name: string }) => table.name)).toEqual(['kiosk_visit']);
  });

  it('gives a table’s columns with a guessed widget and label, and refuses an unknown table', async () => {
    const reply = (await get('/online/codegen/columns?table=kiosk_visit')).json().result;
    expect(reply.columns.map((c: { column: string }) => c.column)).toEqual(['kiosk_name', 'visitor_phone', 'fee_cents', 'visited_at', 'status', 'remark']);
    expect(reply.columns[0]).toMatchObject({ name: 'kioskName', label: '自助机名称', type: 'text', required: true });
    expect(reply.columns.map((c: { type: string }) => c.type)).toEqual(['text', 'text', 'money', 'datetime', 'dict', 'textarea']);

    const unknown = await get('/online/codegen/columns?table=no_such_table');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.errors[0].field).toBe('table');
    // a name that is not an identifier never reaches the database
    expect((await get(`/online/codegen/columns?table=${encodeURIComponent('x; drop table sys_user')}`)).statusCode).toBe(422);
  });

  it('previews the files of the declaration, with the labels inside', async () => {
    const reply = await post('/online/codegen/preview', declaration);
    expect(reply.statusCode).toBe(200);
    const files = reply.json().result as Array<{ path: string; content: string }>;
    expect(files.map((file) => file.path)).toEqual(paths);
    const contracts = files.find((file) => file.path.endsWith('contracts/src/areas/kiosk/kiosk-visit.ts'))!.content;
    expect(contracts).toContain("label: '自助机'");
    expect(contracts).toContain("label: '到访电话'");
    expect(files[1].content).toContain('CREATE TABLE "kiosk_visit"');
  });

  it('refuses a declaration that is not plain names, or too many columns', async () => {
    const hostile = await post('/online/codegen/preview', { ...declaration, table: 'kiosk_visit"; drop table sys_user; --' });
    expect(hostile.statusCode).toBe(422);
    const quote = await post('/online/codegen/preview', { ...declaration, noun: "到访'); process.exit(1); ('" });
    expect(quote.statusCode).toBe(422);
    const many = Array.from({ length: 61 }, (_, i) => ({ name: `f${i}`, column: `f${i}`, type: 'text', label: `字段${i}` }));
    expect((await post('/online/codegen/preview', { ...declaration, fields: many })).statusCode).toBe(422);
  });

  it('downloads a zip named after the resource, holding the previewed files', async () => {
    const reply = await post('/online/codegen/download', declaration);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toContain('filename="kiosk-visit.zip"');
    const entries = await zipEntries(reply.rawPayload);
    expect(Object.keys(entries)).toEqual(paths);
    expect(entries['packages/contracts/src/areas/kiosk/kiosk-visit.ts']).toContain("label: '自助机'");
  });
});
