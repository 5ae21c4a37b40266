/**
 * npm run new:resource -- <area>/<name> [--spec file.json]   (issue 23 item 6, the team's generator)
 *
 * Writes a complete resource on the kits into this repository from a short declaration (the
 * templates 代码生成 uses too: apps/server/src/modules/online/codegen/templates): the table and its
 * migration (drizzle-kit's, with its snapshot; the test checks it is the template's), the contracts
 * with the field catalogue and permission codes, the server kit declaration, the web page, an API
 * test and an e2e smoke test; then adds its lines to the area's files, or, for a new area, creates
 * them and adds one line to each registration point (contracts areas.ts, server modules/areas.ts,
 * web component-registry.tsx) and to the db/schema barrel. Without --spec the resource has 名称 and
 * 备注. It refuses a resource, table or name that exists, and asks nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FIELDS } from '../apps/server/src/modules/online/codegen/templates/declaration';
import {
  checkDeclaration,
  namesOf,
  PATHS,
  registrationsOf,
  renderResource,
  type Registration,
} from '../apps/server/src/modules/online/codegen/templates/render';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file: string) => path.join(root, file);
const fail = (message: string): never => {
  console.error(`new:resource: ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--spec');
const specFile = args.includes('--spec') ? args[args.indexOf('--spec') + 1] : undefined;
if (!target || !/^[a-z][a-z0-9]*\/[a-z][a-z0-9-]*$/.test(target))
  fail('usage: npm run new:resource -- <area>/<name> [--spec file.json]   e.g. isps/supplement-place');
const [area, name] = target!.split('/');

const menus = readFileSync(at('apps/server/src/db/seed/menus.data.ts'), 'utf8');
const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const menuTitle = new RegExp(`page\\('/${area}/${camel}', '([^']+)'`).exec(menus)?.[1];

const given = specFile ? JSON.parse(readFileSync(path.resolve(process.cwd(), specFile), 'utf8')) : {};
if (given.area && given.area !== area) fail(`the spec's area ${given.area} is not ${area}`);
if (given.name && given.name !== name) fail(`the spec's name ${given.name} is not ${name}`);
let spec;
try {
  spec = checkDeclaration({
    area,
    name,
    table: `${area}_${name.replaceAll('-', '_')}`,
    noun: menuTitle ?? name,
    ...(menuTitle ? { title: menuTitle } : {}),
    fields: DEFAULT_FIELDS,
    ...given,
  });
} catch (error) {
  fail(`the declaration is wrong: ${error instanceof Error ? error.message : String(error)}`);
}
const n = namesOf(spec!);

// refuse what exists: the resource's folders, its table, its names in contracts
const journalFile = at(`${PATHS.migrations}/meta/_journal.json`);
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
const { resource, area: areaFiles } = renderResource(spec!, { migrationIndex: journal.entries.length });
for (const file of resource) if (existsSync(at(file.path))) fail(`${file.path} exists: the resource ${target} is there already`);
const schema = readFileSync(at(PATHS.schema), 'utf8');
if (grep(`pgTable('${n.table}'`, 'apps/server/src')) fail(`a table ${n.table} is declared already`);
if (grep(`export const ${n.camel}Resource `, 'packages/contracts/src')) fail(`contracts have a ${n.camel}Resource already`);
if (schema.includes(`/${n.area}/${n.name}/`)) fail(`the schema barrel names ${n.area}/${n.name} already`);

const newArea = !existsSync(at(PATHS.serverAreaRoutes(n.area)));
const written: string[] = [];
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), content);
  written.push(file);
};

for (const file of resource) if (!file.path.endsWith('.sql')) write(file.path, file.content);
if (newArea) for (const file of areaFiles) if (!existsSync(at(file.path))) write(file.path, file.content);

const edited = new Set<string>();
for (const registration of registrationsOf(spec!).filter((r) => (newArea ? r.newArea || r.file === PATHS.schema : !r.newArea))) {
  insert(registration);
  edited.add(registration.file);
}

// the menu page: the seed's when it has one, else a line under the area's menu
if (!menus.includes(`page('${n.menuPath}',`)) {
  const areaLine = new RegExp(`^.*area\\('/${n.area}',.*\\[$`, 'm').exec(menus);
  if (areaLine) {
    insert({ file: 'apps/server/src/db/seed/menus.data.ts', after: areaLine[0], line: `    page('${n.menuPath}', '${n.title}', '${n.component}'),` });
  } else {
    // a menu area of its own, before the result pages (rename its title and icon at will)
    insert({
      file: 'apps/server/src/db/seed/menus.data.ts',
      after: 'export const menus: MenuSeed[] = [',
      before: "  area('/result',",
      line: `  area('/${n.area}', '${n.area}', 'appstore', [page('${n.menuPath}', '${n.title}', '${n.component}')]),`,
    });
  }
  edited.add('apps/server/src/db/seed/menus.data.ts');
}

// the migration: drizzle-kit's (with its snapshot and journal entry), which must be the template's
const tag = `${String(journal.entries.length).padStart(4, '0')}_${n.table}`;
execFileSync(process.execPath, [at('node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', n.table], { cwd: at('apps/server'), stdio: 'pipe' });
const sqlFile = `${PATHS.migrations}/${tag}.sql`;
if (!existsSync(at(sqlFile))) fail(`drizzle-kit wrote no ${sqlFile}`);
const template = resource.find((file) => file.path.endsWith('.sql'))!.content;
if (readFileSync(at(sqlFile), 'utf8').trim() !== template.trim()) console.warn(`new:resource: ${sqlFile} (drizzle-kit) differs from the template's SQL`);
written.push(sqlFile);

const files = [...written.filter((file) => !file.endsWith('.sql')), ...edited];
execFileSync(process.execPath, [at('node_modules/prettier/bin/prettier.cjs'), '--write', '--log-level', 'warn', ...files], { cwd: root, stdio: 'inherit' });

console.log(`new:resource: ${n.title} (${target})${newArea ? `, a new area ${n.area}` : ''}`);
for (const file of written) console.log(`  + ${file}`);
for (const file of edited) console.log(`  ~ ${file}`);

function grep(text: string, under: string): boolean {
  const entries = readdirSync(at(under), { recursive: true, withFileTypes: true });
  return entries.some((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes(text));
}

function insert({ file, after, before, list, line }: Registration) {
  const text = readFileSync(at(file), 'utf8');
  if (text.includes(line.trim())) return;
  if (!after) {
    writeFileSync(at(file), `${text.replace(/\n*$/, '\n')}${line}\n`);
    return;
  }
  const index = text.indexOf(after);
  if (index < 0) fail(`${file} has no "${after}" to add "${line.trim()}" after`);
  const end = index + after.length;
  if (!before) {
    writeFileSync(at(file), `${text.slice(0, end)}\n${line}${text.slice(end)}`);
    return;
  }
  // at the end of the list or block: after its last entry
  const close = text.indexOf(before, end);
  if (close < 0) fail(`${file} has no "${before}" after "${after}"`);
  const head = text.slice(0, close).trimEnd();
  const comma = list && !/[[{(,]$/.test(head) ? ',' : '';
  writeFileSync(at(file), `${head}${comma}\n${line}\n${text.slice(close)}`);
}
