/**
 * What the operations area (运营: network, timetable, fleet, dispatch, GTFS, line checks, notices,
 * members, custom services) offers the other areas. An area imports this file only, never a file
 * of ops/ (test/layers.test.ts).
 */

/** the passengers (会员): one by id, SQL for a list's holder name, phone and phone search, their card count */
export { memberDirectory, type Passenger } from './member/member-directory';

/** the stops: a page of a company's boarding stops with the lines through them (一站一码) */
export { passengerKit } from './member/passenger-kit';
export { stationDirectory, type StationEntry, type StationQuery } from './network/station-directory';
