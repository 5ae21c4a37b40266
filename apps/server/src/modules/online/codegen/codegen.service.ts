/**
 * 代码生成's reads of the database (issue 23 item 6): its tables and a table's columns from
 * information_schema (the same on PGlite and PostgreSQL), the product's own tables marked (those
 * the migrations create), a widget and a label guessed for each column, and the templates' files
 * as a preview or a zip. A table name only ever reaches SQL as a bound parameter, and only once it
 * is one of information_schema's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
import type { Database } from '../../../db/client';
import { migrationsFolder } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { RESERVED_COLUMNS, SNAKE, type CodegenField } from './templates/declaration';
import { registrationNote, renderResource, type CheckedDeclaration, type GeneratedFile } from './templates/render';

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** the tables the product's migrations create (its own, hidden unless asked), read once */
let ownTables: Set<string> | undefined;
function productTables(): Set<string> {
  if (!ownTables) {
    ownTables = new Set();
    for (const file of readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'))) {
      for (const [, name] of readFileSync(path.join(migrationsFolder, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([^"]+)"/g))
        ownTables.add(name);
    }
  }
  return ownTables;
}
const PRODUCT_PREFIXES = /^(sys_|wf_|ops_|onl_|act_|isps_|seed_)/;

export interface TableInfo {
  name: string;
  comment: string | null;
  system: boolean;
}

export async function listTables(db: Database, options: { keyword?: string; system?: boolean }): Promise<TableInfo[]> {
  const rows = await rowsOf(
    db,
    sql`select t.table_name as name, obj_description(c.oid, 'pg_class') as comment
        from information_schema.tables t
        join pg_namespace ns on ns.nspname = t.table_schema
        join pg_class c on c.relnamespace = ns.oid and c.relname = t.table_name
        where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by t.table_name`,
  );
  const own = productTables();
  const keyword = options.keyword?.trim().toLowerCase();
  return rows
    .map((row) => {
      const name = String(row.name);
      return { name, comment: (row.comment as string | null) ?? null, system: own.has(name) || PRODUCT_PREFIXES.test(name) };
    })
    .filter((table) => options.system || !table.system)
    .filter((table) => !keyword || table.name.toLowerCase().includes(keyword) || (table.comment ?? '').toLowerCase().includes(keyword));
}

export interface ColumnInfo extends CodegenField {
  dataType: string;
  comment: string | null;
}

const camelOf = (text: string) => text.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** the widget a column's type and name suggest */
function guessType(column: string, dataType: string, length: number | null): CodegenField['type'] {
  if (dataType === 'boolean') return 'boolean';
  if (/^(integer|bigint|smallint|numeric|real|double precision)$/.test(dataType)) return /(_cents|_fen|amount|price|fee)$/.test(column) ? 'money' : 'number';
  if (dataType === 'date') return 'date';
  if (dataType.startsWith('timestamp')) return 'datetime';
  if (/(remark|description|content|note|memo)$/.test(column) || (length !== null && length > 500)) return 'textarea';
  if (/(status|state|type|kind)$/.test(column)) return 'dict';
  return 'text';
}

/** A table's columns as the generator's fields (its own id, tenant and audit columns left out); a 422 for a table that is not there. */
export async function tableColumns(db: Database, table: string): Promise<{ table: string; comment: string | null; columns: ColumnInfo[] }> {
  const known = (await listTables(db, { system: true })).find((entry) => entry.name === table);
  if (!known) throw fieldError('table', `表 ${table} 不存在`);
  const rows = await rowsOf(
    db,
    sql`select c.column_name as column, c.data_type as "dataType", c.is_nullable as nullable, c.column_default as "default",
               c.character_maximum_length as length, col_description(pc.oid, c.ordinal_position) as comment
        from information_schema.columns c
        join pg_namespace ns on ns.nspname = c.table_schema
        join pg_class pc on pc.relnamespace = ns.oid and pc.relname = c.table_name
        where c.table_schema = current_schema() and c.table_name = ${known.name}
        order by c.ordinal_position`,
  );
  const columns = rows
    .filter((row) => SNAKE.test(String(row.column)) && !RESERVED_COLUMNS.includes(String(row.column)))
    .slice(0, 60)
    .map((row): ColumnInfo => {
      const column = String(row.column);
      const dataType = String(row.dataType);
      const comment = (row.comment as string | null) ?? null;
      const type = guessType(column, dataType, row.length === null ? null : Number(row.length));
      const required = row.nullable === 'NO' && row.default === null && type !== 'boolean';
      return {
        name: camelOf(column),
        column,
        type,
        label: (comment ?? column).replace(/[^\p{L}\p{N} _()（）/-]/gu, '').slice(0, 30) || column,
        ...(type === 'dict' ? { dict: column.replace(/[^A-Za-z0-9_]/g, '').slice(0, 64) } : {}),
        required,
        listed: type !== 'textarea',
        searched: false,
        dataType,
        comment,
      };
    });
  return { table: known.name, comment: known.comment, columns };
}

/** the migrations' next number, as the repository would give the generated one */
function nextMigrationIndex(): number {
  try {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    return journal.entries.length;
  } catch {
    return readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;
  }
}

/** Every file of the resource and of its area, and the note of the lines the shared files take. */
export function generatedFiles(spec: CheckedDeclaration): GeneratedFile[] {
  const index = nextMigrationIndex();
  const { resource, area } = renderResource(spec, { migrationIndex: index });
  const tag = `${String(index).padStart(4, '0')}_${spec.table}`;
  return [...resource, ...area, { path: 'README-codegen.md', content: registrationNote(spec, tag) }];
}

/** The files as one zip, each at its path in the repository. */
export function zipOf(files: GeneratedFile[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const fixed = new Date(Date.UTC(2026, 0, 1));
  for (const file of files) zip.addBuffer(Buffer.from(file.content, 'utf8'), file.path, { mtime: fixed });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
