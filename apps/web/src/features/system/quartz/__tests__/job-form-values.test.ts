import { describe, expect, it } from 'vitest';
import { toJobFormValues, toJobSaveRequest } from '../components/job-form-values';

describe('job form values', () => {
  it('builds the save request: trimmed cron, empty parameter as null, status from the switch', () => {
    expect(
      toJobSaveRequest({ jobName: ' 清理 ', jobClassName: 'logRetention', cronExpression: ' 0  0 3 * * ? ', parameter: '  ', description: '', running: false }),
    ).toEqual({ jobName: '清理', jobClassName: 'logRetention', cronExpression: '0 0 3 * * ?', parameter: null, description: null, status: -1 });
    expect(toJobSaveRequest({ jobName: 'a', jobClassName: 'sampleHello', cronExpression: '* * * * * ?', parameter: 'hi', running: true }).status).toBe(0);
  });

  it('starts a new job running every five minutes', () => {
    expect(toJobFormValues(undefined)).toMatchObject({ cronExpression: '0 0/5 * * * ?', running: true });
  });
});
