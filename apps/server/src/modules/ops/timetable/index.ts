/** What other ops areas use of 班次管理 (the dispatch plan of a day asks which calendars run). */
export { activeCalendars, isCalendarActive, type CalendarForActivity } from './calendar-activity';
export { calendarsActiveOn, getCalendars } from './calendar.service';
