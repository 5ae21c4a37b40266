/** GET /sys/quartzJob/list: the job list page (through useListPage). Mutations invalidate quartzJobsQueryKey. */
export const QUARTZ_JOB_LIST_URL = '/sys/quartzJob/list';
export const quartzJobsQueryKey = ['system', 'quartzJobs'] as const;
