import { formatDaySeconds } from '@bus/contracts';
import { newWorkbook } from '../../../lib/xlsx/workbook';
import type { getTimetable } from './timetable.service';

/** the printed timetable as a sheet: stops down the side, one column per trip */
export async function timetableWorkbook(timetable: Awaited<ReturnType<typeof getTimetable>>): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('时刻表');
  sheet.addRow([`${timetable.route.number} ${timetable.route.name}`, timetable.directionId === 0 ? '上行' : '下行', timetable.calendar.name]);
  sheet.addRow(['站点', ...timetable.trips.map((t) => t.code)]);
  sheet.addRow(['车次链', ...timetable.trips.map((t) => t.blockCode ?? '')]);
  timetable.stops.forEach((stop, i) => sheet.addRow([stop.name, ...timetable.trips.map((t) => formatDaySeconds(t.times[i]))]));
  sheet.getColumn(1).width = 18;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 3 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
