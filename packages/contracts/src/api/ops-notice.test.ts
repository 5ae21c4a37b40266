import { describe, expect, it } from 'vitest';
import { lineCheckSaveSchema } from './ops-line-check';
import { noticeSaveSchema } from './ops-notice';

const notice = (over: object = {}) => ({ title: '1路改道', kind: 'diversion', content: '临时绕行', validFrom: '2026-03-01 05:00:00', ...over });
const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('passenger notice and line-check contracts', () => {
  it('takes a notice without validTo or with one not before validFrom, in any of the forms the forms send', () => {
    expect(noticeSaveSchema.safeParse(notice()).success).toBe(true);
    expect(noticeSaveSchema.safeParse(notice({ validTo: '' })).success).toBe(true);
    expect(noticeSaveSchema.safeParse(notice({ validTo: '2026-03-01 05:00' })).success).toBe(true);
    expect(noticeSaveSchema.safeParse(notice({ validTo: '2026-03-02' })).success).toBe(true);
  });

  it('names validTo when it is before validFrom, and the field of an impossible time', () => {
    expect(fieldsOf(noticeSaveSchema.safeParse(notice({ validTo: '2026-02-28 23:59:59' })))).toEqual(['validTo']);
    expect(fieldsOf(noticeSaveSchema.safeParse(notice({ validFrom: '2026-02-30 05:00:00' })))).toContain('validFrom');
    expect(fieldsOf(noticeSaveSchema.safeParse(notice({ validFrom: '2026-03-01 24:00:00' })))).toContain('validFrom');
    expect(fieldsOf(noticeSaveSchema.safeParse(notice({ title: 'x'.repeat(10_000) })))).toEqual(['title']);
  });

  it('caps a finding’s text and photos', () => {
    const finding = { routeId: 'r1', category: 'road', findings: '路面坑洼', checkTime: '2026-03-02 08:00:00' };
    expect(lineCheckSaveSchema.parse(finding).photos).toEqual([]);
    expect(fieldsOf(lineCheckSaveSchema.safeParse({ ...finding, findings: 'x'.repeat(10_000) }))).toEqual(['findings']);
    expect(fieldsOf(lineCheckSaveSchema.safeParse({ ...finding, photos: Array.from({ length: 10 }, (_, i) => `p${i}`) }))).toEqual(['photos']);
  });
});
