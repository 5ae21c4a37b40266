/**
 * Chinese sort orders, each one Intl.Collator made once. `a.localeCompare(b, 'zh-CN', options)`
 * builds a new ICU collator at every comparison: sorting a day's 3,400 blocks by line number took
 * about 200 ms and left several megabytes of native memory behind each time (the seed's week of
 * duties left the new server 60 MB larger for good), where the shared collator takes 4 ms.
 */

/** line numbers and other names with numbers in them: 2路 before 10路 */
export const compareNumbered = new Intl.Collator('zh-CN', { numeric: true }).compare;

/** names in Chinese order */
export const compareChinese = new Intl.Collator('zh-CN').compare;

/** codes with numbers in them (block and trip codes): B2 before B10 */
export const compareCodes = new Intl.Collator('en', { numeric: true }).compare;
