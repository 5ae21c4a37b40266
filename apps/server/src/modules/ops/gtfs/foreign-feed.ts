/**
 * A small feed written the way real producers write theirs (tests and the e2e): a European city's
 * agency in its own time zone, Google's extended route types (700 bus, 711 shuttle bus, 109
 * suburban railway, 900 tram, 1300 aerial lift) beside a basic one (3) and one nobody defines
 * (1999), feed_info.txt, fares v1 and v2, transfers, levels, translations and attributions, and a
 * producer's own file. Their quirks: byte-order marks, Windows line ends, quoted fields holding
 * commas and quotes, columns GTFS does not define, routes without agency_id (allowed with one
 * agency), calendar_dates.txt without calendar.txt, no shapes.txt and no frequencies.txt.
 */
import yazl from 'yazl';

const BOM = '\uFEFF';
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const lf = (lines: string[]) => `${lines.join('\n')}\n`;

/** weekdays of the first two weeks of 2027 */
const DATES = ['20270104', '20270105', '20270106', '20270107', '20270108', '20270111', '20270112', '20270113', '20270114', '20270115'];

export const FOREIGN_FEED_FILES: Record<string, string> = {
  'agency.txt':
    BOM +
    crlf([
      'agency_id,agency_name,agency_url,agency_timezone,agency_lang,agency_phone,x_agency_note',
      'VMS,"Verkehrsbetriebe Musterstadt, AöR",https://www.vms.example.de,Europe/Berlin,de,+49 30 1234567,"intern: ""Betrieb"""',
    ]),
  'stops.txt':
    BOM +
    crlf([
      'stop_id,stop_code,stop_name,stop_desc,stop_lat,stop_lon,zone_id,location_type,parent_station,wheelchair_boarding,level_id,platform_code',
      'HBF,,Musterstadt Hbf,,52.5250,13.3690,A,1,,1,,',
      'HBF_1,101,"Musterstadt Hbf, Gleis 1",,52.5252,13.3694,A,0,HBF,1,L0,1',
      'HBF_2,102,"Musterstadt Hbf, Gleis 2",,52.5248,13.3686,A,0,HBF,1,L0,2',
      'MARKT,201,Marktplatz,"Am ""Alten Markt""",52.5200,13.4050,A,0,,0,,',
      'ZOO,301,Zoo,,52.5070,13.3320,B,0,,2,,',
      'FLUG,401,Flughafen,,52.3650,13.5010,C,0,,1,,',
      'TAL,501,Talstation,,52.5380,13.4280,B,0,,0,,',
      'BERG,502,Bergstation,,52.5400,13.4300,B,0,,0,,',
    ]),
  'routes.txt': crlf([
    'route_id,agency_id,route_short_name,route_long_name,route_desc,route_type,route_color,route_text_color,route_sort_order,x_route_group',
    'B100,VMS,100,"Hbf – Zoo, über Marktplatz",,700,FFCC00,000000,1,Stadtbus',
    'SH1,,SH1,Flughafen-Shuttle,,711,0066CC,FFFFFF,2,Shuttle',
    'S1,VMS,S1,Hbf – Flughafen,,109,008D4F,FFFFFF,3,',
    'T2,,M2,Marktplatz – Zoo,,900,BE1414,FFFFFF,4,',
    'SB,VMS,SB,Seilbahn zum Berg,,1300,,,5,',
    'N5,VMS,N5,Nachtbus,,3,,,6,',
    'X9,VMS,X9,Sonderverkehr,,1999,,,7,',
  ]),
  'trips.txt': crlf([
    'route_id,service_id,trip_id,trip_headsign,trip_short_name,direction_id,block_id,wheelchair_accessible,x_vehicle',
    'B100,WK,B100_1,Zoo,,0,BL1,1,Gelenkbus',
    'B100,WK,B100_2,"Musterstadt Hbf, Gleis 1",,1,BL1,1,Gelenkbus',
    'SH1,WK,SH1_1,Flughafen,,0,,1,',
    'S1,WK,S1_1,Flughafen,S 1001,0,,1,',
    'T2,WK,T2_1,Zoo,,0,,1,',
    'SB,WK,SB_1,Bergstation,,0,,0,',
    'N5,WK,N5_1,Zoo,,0,,1,',
    'X9,WK,X9_1,Zoo,,0,,1,',
  ]),
  'stop_times.txt': lf([
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence,stop_headsign,pickup_type,drop_off_type,timepoint',
    'B100_1,07:00:00,07:00:00,HBF_1,1,"Zoo, Marktplatz",0,1,1',
    'B100_1,07:08:00,07:09:00,MARKT,2,Zoo,0,0,0',
    'B100_1,07:25:00,07:25:00,ZOO,3,,1,0,1',
    'B100_2,07:40:00,07:40:00,ZOO,1,,0,1,1',
    'B100_2,07:56:00,07:57:00,MARKT,2,,0,0,0',
    'B100_2,08:05:00,08:05:00,HBF_1,3,,1,0,1',
    'SH1_1,06:30:00,06:30:00,HBF_2,1,,0,0,1',
    'SH1_1,07:10:00,07:10:00,FLUG,2,,0,0,1',
    'S1_1,6:05:00,6:05:00,HBF_1,1,,0,0,1',
    'S1_1,06:25:00,06:25:00,FLUG,2,,0,0,1',
    'T2_1,08:00:00,08:00:00,MARKT,1,,0,0,1',
    'T2_1,08:20:00,08:20:00,ZOO,2,,0,0,1',
    'SB_1,09:00:00,09:00:00,TAL,1,,0,0,1',
    'SB_1,09:05:00,09:05:00,BERG,2,,0,0,1',
    'N5_1,24:10:00,24:10:00,HBF_2,1,,0,0,1',
    'N5_1,24:40:00,24:40:00,ZOO,2,,0,0,1',
    'X9_1,10:00:00,10:00:00,MARKT,1,,0,0,1',
    'X9_1,10:20:00,10:20:00,ZOO,2,,0,0,1',
  ]),
  'calendar_dates.txt': crlf(['service_id,date,exception_type', ...DATES.map((date) => `WK,${date},1`)]),
  'feed_info.txt':
    BOM +
    crlf([
      'feed_publisher_name,feed_publisher_url,feed_lang,default_lang,feed_start_date,feed_end_date,feed_version,feed_contact_email,feed_contact_url',
      '"Verkehrsverbund Musterstadt (VMS)",https://www.vms.example.de/opendata,de,de,20270101,20271231,2027-01-04 v3,opendata@vms.example.de,https://www.vms.example.de/kontakt',
    ]),
  'fare_attributes.txt': crlf([
    'fare_id,price,currency_type,payment_method,transfers,agency_id,transfer_duration',
    'AB,3.20,EUR,0,,VMS,7200',
    'ABC,4.00,EUR,0,,VMS,7200',
  ]),
  'fare_rules.txt': crlf(['fare_id,route_id,origin_id,destination_id,contains_id', 'AB,B100,,,', 'ABC,S1,,,']),
  'fare_media.txt': lf(['fare_media_id,fare_media_name,fare_media_type', 'CARD,Musterkarte,2']),
  'fare_products.txt': lf(['fare_product_id,fare_product_name,fare_media_id,amount,currency', 'EZ,Einzelfahrt,CARD,3.20,EUR']),
  'transfers.txt': crlf(['from_stop_id,to_stop_id,transfer_type,min_transfer_time', 'HBF_1,HBF_2,2,180']),
  'levels.txt': crlf(['level_id,level_index,level_name', 'L0,0,Erdgeschoss']),
  'translations.txt':
    BOM + crlf(['table_name,field_name,language,translation,record_id,record_sub_id,field_value', 'stops,stop_name,en,Musterstadt Central Station,HBF,,']),
  'attributions.txt': crlf([
    'attribution_id,agency_id,organization_name,is_producer,is_operator,is_authority,attribution_url',
    'A1,,"OpenData Musterstadt, Amt für Verkehr",1,0,0,https://opendata.example.de',
  ]),
  'x_vms_linienfarben.txt': lf(['linie,farbe', '100,gelb']),
};

/** the feed as a zip, its files inside a folder as some producers zip them */
export async function buildForeignFeed(files: Record<string, string> = FOREIGN_FEED_FILES): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content, 'utf8'), `vms-gtfs/${name}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
