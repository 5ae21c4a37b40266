import { describe, expect, it } from 'vitest';
import { hasCronShape, toJobFormValues, toJobSaveRequest } from '../components/job-form-values';

describe('job form values', () => {
  it('asks for a preview only for 6 or 7 field expressions', () => {
    expect(hasCronShape('0 0/5 * * * ?')).toBe(true);
    expect(hasCronShape('0 0 12 * * ? 2030')).toBe(true);
    expect(hasCronShape('*/5 * * * *')).toBe(false);
    expect(hasCronShape('  ')).toBe(false);
    expect(hasCronShape(null)).toBe(false);
  });

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
