import { downloadFile } from '../../../../lib/http';

/** GET /ops/timetable/exportXls: the printed timetable as a sheet */
export function exportTimetable(selection: { routeId: string; directionId: number; calendarId: string }, fileName: string) {
  const query = new URLSearchParams({ ...selection, directionId: String(selection.directionId) });
  return downloadFile(`/ops/timetable/exportXls?${query.toString()}`, fileName);
}
