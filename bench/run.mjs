// `npm run bench`: every benchmark in turn; prints a summary and writes bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { announcementFanout } from './announcement-fanout.mjs';
import { coldStart } from './cold-start.mjs';
import { designerBench } from './designer.mjs';
import { editableTableBench } from './editable-table.mjs';
import { loginPageSize } from './login-page-size.mjs';
import { loginPermissionBench } from './login-permission.mts';
import { userListBench } from './user-list.mts';
import { advancedQueryBench } from './advanced-query.mts';
import { userImportBench } from './user-import.mjs';
import { navigationBench } from './navigation.mjs';
import { workflowBench } from './workflow.mts';
import { gtfsBench } from './gtfs.mts';
import { timetableBench } from './timetable.mjs';
import { opsBench } from './ops.mts';
import { cardsBench } from './cards.mts';

const only = process.argv.slice(2);
const benches = {
  'login-page-size': loginPageSize,
  'cold-start': coldStart,
  'login-permission': loginPermissionBench,
  'user-list': userListBench,
  'announcement-fanout': announcementFanout,
  'advanced-query': advancedQueryBench,
  'editable-table': editableTableBench,
  designer: designerBench,
  'user-import': userImportBench,
  navigation: navigationBench,
  workflow: workflowBench,
  gtfs: gtfsBench,
  timetable: timetableBench,
  ops: opsBench,
  cards: cardsBench,
};
const results = { date: new Date().toISOString(), cpus: (await import('node:os')).cpus().length };
for (const [name, bench] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`› ${name}…`);
  results[name] = await bench();
  console.log(JSON.stringify(results[name], null, 2));
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
console.log('written to bench/results/latest.json');
