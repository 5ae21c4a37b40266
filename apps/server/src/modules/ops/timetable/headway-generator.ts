/**
 * The headway generator: departures from the first to the last bus, every `headwayMins` of the
 * band a departure falls in, the last bus always run at its time; each trip's stop times are the
 * stop pattern's running-time offsets from its departure, scaled by the band's running-time
 * factor (peak traffic is slower). Pure: the preview, the save and the seed all call it.
 */
export interface HeadwayBand {
  /** seconds after midnight, band covers [start, end) */
  start: number;
  end: number;
  headwayMins: number;
  /** running time factor (1.2 in the peak); 1 when omitted */
  runScale?: number;
}

export interface GeneratorInput {
  /** running time from the first stop to each stop of the pattern, seconds (first is 0) */
  offsets: readonly number[];
  firstDeparture: number;
  lastDeparture: number;
  bands: readonly HeadwayBand[];
}

export interface GeneratedTrip {
  startTime: number;
  endTime: number;
  /** departure at each stop of the pattern */
  times: number[];
}

/** the band a time falls in; before the first band the first, after the last band the last */
function bandAt(bands: readonly HeadwayBand[], time: number): HeadwayBand {
  const inside = bands.find((b) => time >= b.start && time < b.end);
  if (inside) return inside;
  const before = bands.filter((b) => b.start <= time);
  return before.length ? before[before.length - 1] : bands[0];
}

export function generateTrips({ offsets, firstDeparture, lastDeparture, bands }: GeneratorInput): GeneratedTrip[] {
  if (!bands.length || offsets.length < 2 || lastDeparture < firstDeparture) return [];
  const sorted = [...bands].sort((a, b) => a.start - b.start);
  const departures: number[] = [];
  for (let t = firstDeparture; t <= lastDeparture; t += bandAt(sorted, t).headwayMins * 60) departures.push(t);
  // the last bus runs at its published time even when the headway does not land on it
  if (departures[departures.length - 1] !== lastDeparture) departures.push(lastDeparture);
  return departures.map((start) => {
    const scale = bandAt(sorted, start).runScale ?? 1;
    const times = offsets.map((offset) => start + Math.round((offset * scale) / 60) * 60);
    return { startTime: start, endTime: times[times.length - 1], times };
  });
}

/** minutes between consecutive departures, at the later one: the headway chart's points */
export function headwayPoints(startTimes: readonly number[]): Array<[number, number]> {
  const sorted = [...startTimes].sort((a, b) => a - b);
  const points: Array<[number, number]> = [];
  for (let i = 1; i < sorted.length; i += 1) points.push([sorted[i], Math.round(((sorted[i] - sorted[i - 1]) / 60) * 10) / 10]);
  return points;
}

/** GTFS-style trip code `<route code>-<dir>-<calendar code>-<HHmm>` */
export function tripCode(routeCode: string, directionId: number, calendarCode: string, startTime: number): string {
  const h = Math.floor(startTime / 3600);
  const m = Math.floor((startTime % 3600) / 60);
  return `${routeCode}-${directionId}-${calendarCode}-${String(h).padStart(2, '0')}${String(m).padStart(2, '0')}`;
}
