/**
 * What the operations area (运营: network, timetable, fleet, dispatch, GTFS, line checks, notices,
 * members, custom services) offers the other areas. Nothing yet: when an area needs it, it is
 * exported here, and the area imports this file only, never a file of ops/ (test/layers.test.ts).
 */
export {};
