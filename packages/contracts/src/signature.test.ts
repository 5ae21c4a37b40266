import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedPath, parseSignatureTimestamp, signaturePayload, signatureTimestamp } from './signature';

describe('signed requests', () => {
  it('signs the dictionary and table-dictionary look-ups only', () => {
    for (const path of [
      '/api/sys/dict/getDictItems/sex',
      '/api/sys/dict/loadDict/ops_stop_status',
      '/api/sys/dict/loadDictItem/x',
      '/api/sys/dict/loadTreeData',
    ])
      expect(isSignedPath(path), path).toBe(true);
    for (const path of ['/api/sys/dict/queryAllDictItems', '/api/sys/dict/getDictItems', '/api/sys/user/list', '/api/sys/dict/getDictItems/sex/more'])
      expect(isSignedPath(path), path).toBe(false);
  });

  it('writes the time as yyyyMMddHHmmss in Asia/Shanghai, whatever the time zone, and reads it back', () => {
    // 16:30:05 UTC is 00:30:05 the next day in Wuhan
    expect(signatureTimestamp(new Date('2026-03-01T16:30:05Z'))).toBe('20260302003005');
    expect(parseSignatureTimestamp('20260302003005')).toBe(Date.parse('2026-03-01T16:30:05Z'));
    for (const bad of ['2026030200300', '20260231120000', '20260302250000', 'x0260302003005', '']) expect(parseSignatureTimestamp(bad), bad).toBeNull();
  });

  it('signs the query sorted by name then value, without _t, with the time, method, path and body', () => {
    const parts = {
      method: 'get',
      path: '/api/sys/dict/loadDict/x',
      query: 'pageSize=10&keyword=%E7%AB%99&_t=1772000000&a=2&a=1',
      body: '',
      timestamp: '20260302003005',
    };
    expect(signaturePayload(parts)).toBe(
      [
        '20260302003005',
        'GET',
        '/api/sys/dict/loadDict/x',
        JSON.stringify([
          ['a', '1'],
          ['a', '2'],
          ['keyword', '站'],
          ['pageSize', '10'],
        ]),
        '',
      ].join('\n'),
    );
    // the order the query was written in and the cache-buster do not change it; anything else does
    expect(signaturePayload({ ...parts, query: 'a=1&keyword=站&a=2&pageSize=10' })).toBe(signaturePayload(parts));
    expect(signaturePayload({ ...parts, query: 'a=1&keyword=站&a=2&pageSize=11' })).not.toBe(signaturePayload(parts));
    expect(signaturePayload({ ...parts, path: '/api/sys/dict/loadDict/y' })).not.toBe(signaturePayload(parts));
    expect(signaturePayload({ ...parts, timestamp: '20260302003006' })).not.toBe(signaturePayload(parts));
    expect(signaturePayload({ ...parts, body: '{"a":1}' })).not.toBe(signaturePayload(parts));
  });

  it('gives a fixed, upper-case HMAC-SHA256 for a known request (the value API clients can check theirs against)', () => {
    const payload = signaturePayload({ method: 'GET', path: '/api/sys/dict/getDictItems/sex', query: '', body: '', timestamp: '20260302003005' });
    const sign = createHmac('sha256', 'demo-signature-secret').update(payload).digest('hex').toUpperCase();
    expect(sign).toMatch(/^[0-9A-F]{64}$/);
    expect(sign).toBe(
      createHmac('sha256', 'demo-signature-secret').update(`20260302003005\nGET\n/api/sys/dict/getDictItems/sex\n[]\n`).digest('hex').toUpperCase(),
    );
  });
});
