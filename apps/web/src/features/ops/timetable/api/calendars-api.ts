/**
 * 运营日历's list and delete (refused while the calendar has trips), the kit's from the contracts
 * declaration; its saves reply warnings too (save-calendar.ts). Every query of calendars (the
 * timetable's picker too) sits under its key: a change refreshes them all.
 */
import { opsCalendarResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const calendarsApi = resourceApi(opsCalendarResource);
