/**
 * The part of the GTFS reference (https://gtfs.org/schedule/reference/) the import, export and
 * validation share: which files and columns exist, which are required, and how times, dates and
 * colours are written. GTFS_FILES are the files the app reads; GTFS_REFERENCE_FILES the reference's
 * other files, known by name and reported as not imported (never as not GTFS).
 */

export const GTFS_FILES = {
  'agency.txt': {
    required: ['agency_name', 'agency_url', 'agency_timezone'],
    optional: ['agency_id', 'agency_lang', 'agency_phone', 'agency_fare_url', 'agency_email', 'cemv_support'],
  },
  'stops.txt': {
    required: ['stop_id'],
    optional: [
      'stop_code',
      'stop_name',
      'tts_stop_name',
      'stop_desc',
      'stop_lat',
      'stop_lon',
      'zone_id',
      'stop_url',
      'location_type',
      'parent_station',
      'stop_timezone',
      'wheelchair_boarding',
      'level_id',
      'platform_code',
      'stop_access',
    ],
  },
  'routes.txt': {
    required: ['route_id', 'route_type'],
    optional: [
      'agency_id',
      'route_short_name',
      'route_long_name',
      'route_desc',
      'route_url',
      'route_color',
      'route_text_color',
      'route_sort_order',
      'continuous_pickup',
      'continuous_drop_off',
      'network_id',
      'cemv_support',
    ],
  },
  'trips.txt': {
    required: ['route_id', 'service_id', 'trip_id'],
    optional: ['trip_headsign', 'trip_short_name', 'direction_id', 'block_id', 'shape_id', 'wheelchair_accessible', 'bikes_allowed', 'cars_allowed'],
  },
  'stop_times.txt': {
    required: ['trip_id', 'stop_id', 'stop_sequence'],
    optional: [
      'arrival_time',
      'departure_time',
      'stop_headsign',
      'pickup_type',
      'drop_off_type',
      'continuous_pickup',
      'continuous_drop_off',
      'shape_dist_traveled',
      'timepoint',
      'location_group_id',
      'location_id',
      'start_pickup_drop_off_window',
      'end_pickup_drop_off_window',
      'pickup_booking_rule_id',
      'drop_off_booking_rule_id',
    ],
  },
  'calendar.txt': {
    required: ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
    optional: [],
  },
  'calendar_dates.txt': { required: ['service_id', 'date', 'exception_type'], optional: [] },
  'shapes.txt': { required: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'], optional: ['shape_dist_traveled'] },
  'frequencies.txt': { required: ['trip_id', 'start_time', 'end_time', 'headway_secs'], optional: ['exact_times'] },
  // shown on the import result, nothing depends on it: its gaps are warnings (parse-rows), no column is required here
  'feed_info.txt': {
    required: [],
    optional: [
      'feed_publisher_name',
      'feed_publisher_url',
      'feed_lang',
      'default_lang',
      'feed_start_date',
      'feed_end_date',
      'feed_version',
      'feed_contact_email',
      'feed_contact_url',
    ],
  },
} as const;

/** the reference's files the app does not use, in the reference's order, with what each holds */
export const GTFS_REFERENCE_FILES: Readonly<Record<string, string>> = {
  'fare_attributes.txt': '票价 v1：票价',
  'fare_rules.txt': '票价 v1：票价规则',
  'timeframes.txt': '票价 v2：时段',
  'rider_categories.txt': '票价 v2：乘客类别',
  'fare_media.txt': '票价 v2：票卡介质',
  'fare_products.txt': '票价 v2：票种',
  'fare_leg_rules.txt': '票价 v2：乘段票价规则',
  'fare_leg_join_rules.txt': '票价 v2：乘段合并规则',
  'fare_transfer_rules.txt': '票价 v2：换乘票价规则',
  'areas.txt': '区域',
  'stop_areas.txt': '站点所属区域',
  'networks.txt': '线网',
  'route_networks.txt': '线路所属线网',
  'transfers.txt': '换乘',
  'pathways.txt': '站内通道',
  'levels.txt': '楼层',
  'location_groups.txt': '灵活服务：站点组',
  'location_group_stops.txt': '灵活服务：站点组成员',
  'locations.geojson': '灵活服务：服务区域',
  'booking_rules.txt': '灵活服务：预约规则',
  'translations.txt': '翻译',
  'attributions.txt': '数据署名',
};

export const isReferenceFile = (name: string) => Object.hasOwn(GTFS_REFERENCE_FILES, name);

export type GtfsFileName = keyof typeof GTFS_FILES;
export const GTFS_FILE_NAMES = Object.keys(GTFS_FILES) as GtfsFileName[];
/** files a feed must have; calendar.txt or calendar_dates.txt (at least one) on top */
export const REQUIRED_FILES: GtfsFileName[] = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];
/** the order the import reads them in: what a file refers to is loaded before it */
export const LOAD_ORDER: GtfsFileName[] = [
  'feed_info.txt',
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'shapes.txt',
  'trips.txt',
  'stop_times.txt',
  'frequencies.txt',
];

export const isGtfsFile = (name: string): name is GtfsFileName => Object.hasOwn(GTFS_FILES, name);

/** longest text kept from a name-like field (route_long_name, stop_name, trip_headsign ...) */
export const MAX_NAME_LENGTH = 200;
/** longest id (stop_id, trip_id ...) */
export const MAX_ID_LENGTH = 100;

const TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;
/** HH:MM:SS (H:MM:SS allowed; past 24:00 for trips after midnight) -> seconds, or undefined */
export function parseGtfsTime(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export function formatGtfsTime(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** YYYYMMDD -> YYYY-MM-DD when it is a real date, else undefined */
export function parseGtfsDate(text: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}`;
}

export const formatGtfsDate = (isoDate: string) => isoDate.replaceAll('-', '');

export const isGtfsColor = (text: string) => /^[0-9A-Fa-f]{6}$/.test(text);

/** great-circle distance in metres */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a)));
}
