/**
 * The tenant's current network as a GTFS zip (yazl), streamed: each file is generated page by page
 * while the zip is written, so the export of a million stop times holds one page at a time.
 * Times are HH:MM:SS (past 24:00 as stored), dates YYYYMMDD, colours without '#'.
 */
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
import type { Database } from '../../../db/client';
import { tenants } from '../../sys';
import { csvLine } from './csv-text';
import { formatGtfsDate, formatGtfsTime } from './gtfs-format';

const PAGE = 5000;
const TRIPS_PER_PAGE = 500;
type Row = Record<string, unknown>;

const time = (value: unknown) => (value === null || value === undefined ? '' : formatGtfsTime(Number(value)));
const colour = (value: unknown) => (typeof value === 'string' ? value.replace(/^#/, '').toUpperCase() : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** pages of a query ordered by a unique text key (`key` > last), as CSV chunks */
async function* keyset(db: Database, header: string[], page: (after: string) => SQL, key: string, toLine: (row: Row) => Array<unknown>) {
  yield csvLine(header);
  let after = '';
  for (;;) {
    const rows = await rowsOf(db, page(after));
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(toLine(row) as string[])).join('');
    if (rows.length < PAGE) return;
    after = String(rows[rows.length - 1][key]);
  }
}

/** the agency_id of the company's own operator in an export (the one the lines entered in the app run under) */
export const ownAgencyCode = (tenantId: number) => `T${tenantId}`;

export interface ExportOptions {
  /** agency_timezone of the company's own operator: the zone the server runs the company's times in (TZ) */
  timezone: string;
}

export const companyTimezone = () => process.env.TZ || 'Asia/Shanghai';

export function exportFeed(db: Database, tenantId: number, options: ExportOptions = { timezone: companyTimezone() }): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  const add = (name: string, generate: () => AsyncGenerator<string>) => zip.addReadStream(Readable.from(generate()), name);

  // the company's own operator is an agency of its own: the lines entered in the app (no agency)
  // are exported under it, whatever agencies imported feeds brought
  const own = ownAgencyCode(tenantId);
  add('agency.txt', async function* () {
    yield csvLine(['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_phone']);
    const agencies = await rowsOf(db, sql`select code, name, url, timezone, lang, phone from ops_agency where tenant_id = ${tenantId} order by code`);
    const [{ orphans }] = await rowsOf(
      db,
      sql`select exists (select 1 from ops_route r where r.tenant_id = ${tenantId}
        and not exists (select 1 from ops_agency a where a.tenant_id = r.tenant_id and a.code = r.agency_code)) as orphans`,
    );
    if ((orphans || agencies.length === 0) && !agencies.some((a) => a.code === own)) {
      const tenantName = await tenants.nameOf(db, tenantId);
      agencies.push({ code: own, name: tenantName || '公交公司', url: 'https://example.invalid', timezone: options.timezone, lang: 'zh', phone: '' });
      agencies.sort((a, b) => (String(a.code) < String(b.code) ? -1 : 1));
    }
    for (const a of agencies) yield csvLine([a.code, a.name, a.url, a.timezone, a.lang, a.phone] as string[]);
  });

  add('stops.txt', () =>
    keyset(
      db,
      ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'parent_station', 'wheelchair_boarding', 'platform_code'],
      (after) => sql`select s.code, s.name, s.lat, s.lon, s.location_type, p.code as parent, s.wheelchair_boarding, s.platform_code
        from ops_stop s left join ops_stop p on p.id = s.parent_id
        where s.tenant_id = ${tenantId} and s.code > ${after} order by s.code limit ${PAGE}`,
      'code',
      (s) => [s.code, s.name, s.lat, s.lon, s.location_type, s.parent, s.wheelchair_boarding, s.platform_code],
    ),
  );

  add('routes.txt', () =>
    keyset(
      db,
      ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type', 'route_color', 'route_text_color'],
      (after) => sql`select r.code, coalesce(a.code, ${own}) as agency, r.number, r.name, r.route_type, r.color, r.text_color
        from ops_route r left join ops_agency a on a.tenant_id = r.tenant_id and a.code = r.agency_code
        where r.tenant_id = ${tenantId} and r.code > ${after} order by r.code limit ${PAGE}`,
      'code',
      (r) => [r.code, r.agency, r.number, r.name, r.route_type, colour(r.color), colour(r.text_color)],
    ),
  );

  // a calendar of no weekday only carries its calendar_dates (how it was imported)
  add('calendar.txt', async function* () {
    yield csvLine(['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date']);
    const calendars = await rowsOf(
      db,
      sql`select * from ops_calendar c where tenant_id = ${tenantId}
      and (monday or tuesday or wednesday or thursday or friday or saturday or sunday or not exists (select 1 from ops_calendar_date d where d.calendar_id = c.id))
      order by code`,
    );
    for (const c of calendars)
      yield csvLine([
        c.code,
        ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => (c[day] ? 1 : 0)),
        formatGtfsDate(String(c.start_date)),
        formatGtfsDate(String(c.end_date)),
      ] as string[]);
  });

  add('calendar_dates.txt', async function* () {
    yield csvLine(['service_id', 'date', 'exception_type']);
    const dates = await rowsOf(
      db,
      sql`select c.code, d.date, d.exception_type from ops_calendar_date d join ops_calendar c on c.id = d.calendar_id where c.tenant_id = ${tenantId} order by c.code, d.date`,
    );
    for (const d of dates) yield csvLine([d.code, formatGtfsDate(String(d.date)), d.exception_type] as string[]);
  });

  add('shapes.txt', async function* () {
    yield csvLine(['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled']);
    let after = { code: '', sequence: -1 };
    for (;;) {
      const rows = await rowsOf(
        db,
        sql`select shape_code, sequence, lat, lon, dist_traveled from ops_shape_point
        where tenant_id = ${tenantId} and (shape_code, sequence) > (${after.code}, ${after.sequence}) order by shape_code, sequence limit ${PAGE}`,
      );
      if (rows.length) yield rows.map((p) => csvLine([p.shape_code, p.lat, p.lon, p.sequence, p.dist_traveled] as string[])).join('');
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1];
      after = { code: String(last.shape_code), sequence: Number(last.sequence) };
    }
  });

  const tripPage = (
    after: string,
    limit: number,
  ) => sql`select t.id, t.code, r.code as route, c.code as service, t.headsign, t.direction_id, t.block_code, t.shape_code
    from ops_trip t join ops_route r on r.id = t.route_id join ops_calendar c on c.id = t.calendar_id
    where t.tenant_id = ${tenantId} and t.code > ${after} order by t.code limit ${limit}`;

  add('trips.txt', () =>
    keyset(
      db,
      ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'block_id', 'shape_id'],
      (after) => tripPage(after, PAGE),
      'code',
      (t) => [t.route, t.service, t.code, t.headsign, t.direction_id, t.block_code, t.shape_code],
    ),
  );

  // stop times trip by trip, a few hundred trips per query
  add('stop_times.txt', async function* () {
    yield csvLine(['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'pickup_type', 'drop_off_type', 'shape_dist_traveled']);
    let after = '';
    for (;;) {
      const trips = await rowsOf(db, tripPage(after, TRIPS_PER_PAGE));
      if (trips.length === 0) return;
      const codes = new Map(trips.map((t) => [String(t.id), String(t.code)]));
      const calls = await rowsOf(
        db,
        sql`select st.trip_id, st.stop_sequence, s.code as stop, st.arrival_time, st.departure_time, st.pickup_type, st.drop_off_type, st.shape_dist_traveled
        from ops_stop_time st join ops_stop s on s.id = st.stop_id
        where st.trip_id = any(${sql.param([...codes.keys()])}::text[])`,
      );
      calls.sort((a, b) =>
        codes.get(String(a.trip_id))! < codes.get(String(b.trip_id))!
          ? -1
          : codes.get(String(a.trip_id))! > codes.get(String(b.trip_id))!
            ? 1
            : Number(a.stop_sequence) - Number(b.stop_sequence),
      );
      yield calls
        .map((c) =>
          csvLine([
            codes.get(String(c.trip_id)),
            time(c.arrival_time),
            time(c.departure_time),
            c.stop,
            c.stop_sequence,
            c.pickup_type,
            c.drop_off_type,
            text(c.shape_dist_traveled),
          ] as string[]),
        )
        .join('');
      if (trips.length < TRIPS_PER_PAGE) return;
      after = String(trips[trips.length - 1].code);
    }
  });

  add('frequencies.txt', async function* () {
    yield csvLine(['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times']);
    const rows = await rowsOf(
      db,
      sql`select t.code, f.start_time, f.end_time, f.headway_secs, f.exact_times from ops_frequency f join ops_trip t on t.id = f.trip_id where t.tenant_id = ${tenantId} order by t.code, f.start_time`,
    );
    for (const f of rows) yield csvLine([f.code, time(f.start_time), time(f.end_time), f.headway_secs, f.exact_times] as string[]);
  });

  zip.end();
  return zip.outputStream;
}
