import type { QuartzJob, QuartzJobSave } from '@bus/contracts';

/** Values of the job form. */
export interface JobFormValues {
  jobName: string;
  /** unset until chosen, so the select shows its placeholder */
  jobClassName?: string;
  cronExpression: string;
  parameter?: string | null;
  description?: string | null;
  running: boolean;
}

export const JOB_RUNNING = 0;
export const JOB_STOPPED = -1;

export function toJobSaveRequest(values: JobFormValues): QuartzJobSave {
  const parameter = values.parameter?.trim() ? values.parameter : null;
  return {
    jobName: values.jobName.trim(),
    jobClassName: values.jobClassName ?? '',
    cronExpression: values.cronExpression.trim().replace(/\s+/g, ' '),
    parameter,
    description: values.description?.trim() || null,
    status: values.running ? JOB_RUNNING : JOB_STOPPED,
  };
}

export function toJobFormValues(job: QuartzJob | undefined): JobFormValues {
  if (!job) return { jobName: '', jobClassName: undefined, cronExpression: '0 0/5 * * * ?', parameter: '', description: '', running: true };
  return {
    jobName: job.jobName,
    jobClassName: job.jobClassName,
    cronExpression: job.cronExpression,
    parameter: job.parameter ?? '',
    description: job.description ?? '',
    running: job.status === JOB_RUNNING,
  };
}
