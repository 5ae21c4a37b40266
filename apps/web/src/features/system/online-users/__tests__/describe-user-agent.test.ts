import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../components/describe-user-agent';

describe('describeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36')).toBe(
      'Chrome 156 / Linux',
    );
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(
      'Edge 120 / Windows',
    );
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox 121 / macOS');
  });
  it('falls back to a shortened string or a dash', () => {
    expect(describeUserAgent(null)).toBe('-');
    expect(describeUserAgent('curl/8.0')).toBe('curl/8.0');
  });
});
