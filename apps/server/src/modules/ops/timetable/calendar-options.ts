/**
 * 班次管理's calendar picker: the tenant's calendars by name (then code), those a line has trips
 * under first with their trip counts, and whether each runs on a date, so the page can open a line
 * on the calendar that runs today (contracts' defaultCalendarId) instead of whichever code sorts first.
 */
import { and, count, eq } from 'drizzle-orm';
import type { OpsCalendarOption } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { compareChinese, compareCodes } from '../../../lib/collate';
import { activeCalendars } from './calendar-activity';
import { getCalendars } from './calendar.service';
import { opsTrip } from './timetable.table';

export async function calendarOptions(db: Database, tenantId: number, query: { routeId?: string; date?: string }): Promise<OpsCalendarOption[]> {
  const calendars = await getCalendars(db, tenantId);
  const running = query.date ? new Set(activeCalendars(query.date, calendars).map((c) => c.id)) : null;
  const ofLine = query.routeId
    ? new Map(
        (
          await db
            .select({ calendarId: opsTrip.calendarId, n: count() })
            .from(opsTrip)
            .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, query.routeId)))
            .groupBy(opsTrip.calendarId)
        ).map((row) => [row.calendarId, row.n]),
      )
    : null;
  const options = calendars.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    ...(ofLine ? { tripCount: ofLine.get(c.id) ?? 0 } : {}),
    ...(running ? { runsOnDate: running.has(c.id) } : {}),
  }));
  const own = (c: OpsCalendarOption) => ((c.tripCount ?? 0) > 0 ? 1 : 0);
  return options.sort((a, b) => own(b) - own(a) || compareChinese(a.name, b.name) || compareCodes(a.code, b.code));
}
