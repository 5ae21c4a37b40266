import { describe, expect, it } from 'vitest';
import { avatarProblem, describeUserAgent, maskPhone, smsCountdown } from '../components/account-rules';

describe('account settings rules', () => {
  it('accepts only images up to 2 MB as avatars', () => {
    expect(avatarProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/只能是/);
    expect(avatarProblem({ type: 'text/html', size: 10 })).toMatch(/只能是/);
    expect(avatarProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('头像图片不能超过 2MB');
  });

  it('describes browsers and systems of sessions', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')).toBe(
      'Chrome 120 · Windows',
    );
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox 121 · Linux');
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge 120 · Windows');
    expect(describeUserAgent(null)).toBe('未知设备');
  });

  it('counts down before another SMS code', () => {
    expect(smsCountdown(null, 1000)).toBe(0);
    expect(smsCountdown(0, 1000)).toBe(59);
    expect(smsCountdown(0, 61_000)).toBe(0);
  });

  it('masks phone numbers', () => {
    expect(maskPhone('13971020002')).toBe('139****0002');
    expect(maskPhone(null)).toBe('');
  });
});
