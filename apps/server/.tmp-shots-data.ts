import { openDatabase } from './src/db/client';
import { seedId } from './src/db/seed/seed-id';
import { seedOpsDispatch } from './src/db/seed/ops-dispatch';
import { seedOpsFleet } from './src/db/seed/ops-fleet';
import { insertTimetableFixture } from './src/modules/ops/fleet/test-fixture';

const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
const shift = (start: number): Array<[number, number]> =>
  [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const at = start + i * h(1) + (i >= 4 ? h(0, 30) : 0) + (i % 3) * 120;
    return [at, at + h(0, 50)];
  });
const db = await openDatabase({ dataDir: '/work/wt-fleet/.tmp/shots-data' }, '/work/wt-fleet/apps/server/dist/pgdata-image.tar');
const names = ['火车站—江城大学', '汉口站—光谷广场', '武昌站—鲁巷', '青山—徐东', '江汉路—后湖'];
for (let line = 1; line <= 30; line += 1)
  await insertTimetableFixture(db.db, {
    number: `${line}路`,
    departId: seedId('depart', line % 2 ? 'A01A06' : 'A01A07'),
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    blocks: Array.from({ length: 8 }, (_, b) => ({ code: `${line}-${b + 1}`, trips: shift(b < 4 ? h(6) + b * h(0, 15) : h(13, 30) + (b - 4) * h(0, 15)) })),
  });
void names;
const started = performance.now();
console.log(await seedOpsFleet(db.db), await seedOpsDispatch(db.db), Math.round(performance.now() - started), 'ms');
await db.close();
