import { describe, expect, it } from 'vitest';
import { addDays, blocksOf, calendarsRunning, mondayOf, serviceDateOf, type DayTrip } from './service-day';

const week = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false, sunday: false };
const weekend = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: true };
const calendars = [
  { id: 'workday', startDate: '2026-01-01', endDate: '2026-12-31', ...week },
  { id: 'weekend', startDate: '2026-01-01', endDate: '2026-12-31', ...weekend },
];

describe('service days', () => {
  it('runs the calendars whose weekday and range match, then applies the date’s exceptions', () => {
    expect(calendarsRunning(calendars, [], '2026-11-27')).toEqual(['workday']); // a Friday
    expect(calendarsRunning(calendars, [], '2026-11-28')).toEqual(['weekend']);
    expect(calendarsRunning(calendars, [], '2027-01-04')).toEqual([]); // past the range
    // 国庆: a holiday Thursday runs the weekend timetable; a make-up Sunday runs the workday one
    expect(
      calendarsRunning(
        calendars,
        [
          { calendarId: 'workday', exceptionType: 2 },
          { calendarId: 'weekend', exceptionType: 1 },
        ],
        '2026-10-01',
      ),
    ).toEqual(['weekend']);
    expect(calendarsRunning(calendars, [{ calendarId: 'workday', exceptionType: 1 }], '2026-09-27').sort()).toEqual(['weekend', 'workday']);
    expect(calendarsRunning(calendars, [{ calendarId: 'other', exceptionType: 1 }], '2026-11-27')).toEqual(['workday']);
  });

  it('counts dates in the company’s time zone and weeks from Monday', () => {
    expect(serviceDateOf(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27'); // 01:30 in Wuhan
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('groups a day’s trips into blocks with first departure, last arrival and driving minutes', () => {
    const trip = (id: string, blockCode: string | null, startTime: number, endTime: number): DayTrip => ({
      id,
      code: id,
      routeId: 'r',
      routeNumber: '1路',
      routeDepartId: null,
      directionId: 0,
      blockCode,
      startTime,
      endTime,
    });
    const blocks = blocksOf([trip('a', 'B1', 21600, 25200), trip('b', 'B1', 25800, 29400), trip('c', null, 30000, 32000)]);
    expect(blocks).toEqual([expect.objectContaining({ blockCode: 'B1', firstDeparture: 21600, lastArrival: 29400, drivingMinutes: 120 })]);
    expect(blocks[0].trips).toHaveLength(2);
  });
});
