import { describe, expect, it } from 'vitest';
import { activeCalendars, countServiceDays, isCalendarActive, weekdayOf, type CalendarForActivity } from './calendar-activity';
import { generateTrips, headwayPoints, tripCode } from './headway-generator';

const hm = (h: number, m = 0) => h * 3600 + m * 60;
const week = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false, sunday: false };
const weekend = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: true };
const workday: CalendarForActivity = {
  id: 'WD',
  ...week,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  // 国庆: Thursday 1 October off, Saturday 10 October a make-up working day
  dates: [
    { date: '2026-10-01', exceptionType: 2 },
    { date: '2026-10-10', exceptionType: 1 },
  ],
};
const weekendCal: CalendarForActivity = {
  id: 'WE',
  ...weekend,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  dates: [{ date: '2026-10-01', exceptionType: 1 }],
};

describe('calendar activity', () => {
  it('reads weekdays as calendar dates', () => {
    expect(weekdayOf('2026-11-27')).toBe('friday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
  });

  it('runs a weekday calendar on weekdays inside its range only', () => {
    expect(activeCalendars('2026-11-27', [workday, weekendCal]).map((c) => c.id)).toEqual(['WD']);
    expect(activeCalendars('2026-11-28', [workday, weekendCal]).map((c) => c.id)).toEqual(['WE']);
    expect(isCalendarActive(workday, '2027-01-04')).toBe(false);
    expect(isCalendarActive(workday, '2025-12-31')).toBe(false);
  });

  it('lets exception dates remove and add service', () => {
    expect(activeCalendars('2026-10-01', [workday, weekendCal]).map((c) => c.id)).toEqual(['WE']);
    expect(activeCalendars('2026-10-10', [workday, weekendCal]).map((c) => c.id)).toEqual(['WD', 'WE']);
  });

  it('counts service days, zero for a calendar without a weekday', () => {
    expect(countServiceDays({ ...workday, startDate: '2026-11-23', endDate: '2026-11-29', dates: [] })).toBe(5);
    expect(countServiceDays({ ...workday, ...weekend, saturday: false, sunday: false, dates: [] })).toBe(0);
  });
});

describe('headway generator', () => {
  const offsets = [0, 300, 720, 1200];

  it('departs every headway of the band a departure falls in', () => {
    const trips = generateTrips({
      offsets,
      firstDeparture: hm(6),
      lastDeparture: hm(7, 20),
      bands: [
        { start: hm(6), end: hm(7), headwayMins: 8 },
        { start: hm(7), end: hm(9), headwayMins: 5 },
      ],
    });
    const starts = trips.map((t) => t.startTime);
    // 06:00 … 06:56 every 8, then 07:04 is in the peak band: every 5 until 07:19, last bus 07:20
    expect(starts.slice(0, 8)).toEqual([0, 8, 16, 24, 32, 40, 48, 56].map((m) => hm(6, m)));
    expect(starts.slice(8)).toEqual([hm(7, 4), hm(7, 9), hm(7, 14), hm(7, 19), hm(7, 20)]);
  });

  it('always runs the last bus at its time and never after it', () => {
    const trips = generateTrips({ offsets, firstDeparture: hm(6), lastDeparture: hm(22, 30), bands: [{ start: hm(5), end: hm(23), headwayMins: 12 }] });
    expect(trips[trips.length - 1].startTime).toBe(hm(22, 30));
    expect(trips.every((t) => t.startTime <= hm(22, 30))).toBe(true);
    const exact = generateTrips({ offsets, firstDeparture: hm(6), lastDeparture: hm(7), bands: [{ start: hm(6), end: hm(8), headwayMins: 10 }] });
    expect(exact.map((t) => t.startTime)).toEqual([0, 10, 20, 30, 40, 50, 60].map((m) => hm(6, m)));
  });

  it('adds the pattern offsets to each departure, scaled in a band with a running-time factor', () => {
    const [offPeak] = generateTrips({ offsets, firstDeparture: hm(6), lastDeparture: hm(6), bands: [{ start: hm(6), end: hm(7), headwayMins: 10 }] });
    expect(offPeak.times).toEqual(offsets.map((o) => hm(6) + o));
    expect(offPeak.endTime).toBe(hm(6, 20));
    const [peak] = generateTrips({
      offsets,
      firstDeparture: hm(7),
      lastDeparture: hm(7),
      bands: [{ start: hm(7), end: hm(9), headwayMins: 5, runScale: 1.2 }],
    });
    expect(peak.times).toEqual([hm(7), hm(7, 6), hm(7, 14), hm(7, 24)]);
  });

  it('runs past midnight for a night line and yields nothing without a pattern', () => {
    const night = generateTrips({ offsets, firstDeparture: hm(23), lastDeparture: hm(25), bands: [{ start: hm(22), end: hm(30), headwayMins: 30 }] });
    expect(night.map((t) => t.startTime)).toEqual([hm(23), hm(23, 30), hm(24), hm(24, 30), hm(25)]);
    expect(generateTrips({ offsets: [0], firstDeparture: hm(6), lastDeparture: hm(7), bands: [{ start: 0, end: hm(24), headwayMins: 5 }] })).toEqual([]);
  });

  it('names trips and measures headways', () => {
    expect(tripCode('R001', 1, 'WD', hm(6, 5))).toBe('R001-1-WD-0605');
    expect(tripCode('N1', 0, 'WE', hm(25, 10))).toBe('N1-0-WE-2510');
    expect(headwayPoints([hm(6, 10), hm(6), hm(6, 15)])).toEqual([
      [hm(6, 10), 10],
      [hm(6, 15), 5],
    ]);
  });
});
