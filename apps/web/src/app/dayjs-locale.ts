/**
 * Dates in Chinese (date pickers, relative times) for the signed-in app. Set when that part loads,
 * not at boot: the sign-in page shows no date, and dayjs was part of its scripts.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
