import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signaturePayload } from '@bus/contracts';
import { fetchDictItems } from '../dict-cache';
import { http } from '../http';
import { hmacSha256Hex } from '../http/hmac-sha256';
import type { HttpRequest } from '../http/transport';

const nodeHmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex').toUpperCase();

describe('HMAC-SHA256 in the browser', () => {
  it('gives what node:crypto gives: the RFC 4231 case, a key longer than a block, Chinese text, empty text, a long message', () => {
    // RFC 4231 test case 2
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5BDCC146BF60754E6A042426089575C75A003F089D2739839DEC58B964EC3843');
    const cases: Array<[string, string]> = [
      ['k'.repeat(131), 'Test Using Larger Than Block-Size Key - Hash Key First'],
      ['江城公交签名密钥-2026', '20260302003005\nGET\n/api/sys/dict/loadDict/x\n[["keyword","站"]]\n'],
      ['a-sixteen-char-secret', ''],
      ['a-sixteen-char-secret', 'x'.repeat(1000)],
      ['a-sixteen-char-secret', 'y'.repeat(55)],
      ['a-sixteen-char-secret', 'z'.repeat(64)],
    ];
    for (const [key, text] of cases) expect(hmacSha256Hex(key, text), `${key.length}/${text.length}`).toBe(nodeHmac(key, text));
  });
});

describe('the shared client signs the dictionary look-ups when built with VITE_SIGNATURE_SECRET', () => {
  const adapter = http.adapter;
  const sent: HttpRequest[] = [];
  const answer = () => {
    http.adapter = async (request) => {
      sent.push(request);
      return { status: 200, data: { success: true, code: 200, message: '', result: [] }, request };
    };
  };
  afterEach(() => {
    http.adapter = adapter;
    sent.length = 0;
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('sends X-Sign and X-TIMESTAMP (Asia/Shanghai) that the server computes the same, on look-ups only', async () => {
    vi.stubEnv('VITE_SIGNATURE_SECRET', 'test-signature-secret-2026');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T16:30:05Z') });
    answer();
    await fetchDictItems('sex');
    await http.get('/sys/dict/loadDict/ops_stop_status', { params: { keyword: '站', pageSize: 10 } });
    await http.get('/sys/user/list', { params: { pageNo: 1 } });

    const [dictItems, loadDict, userList] = sent;
    expect(dictItems.headers['X-TIMESTAMP']).toBe('20260302003005');
    const expected = (path: string, query: string) =>
      nodeHmac('test-signature-secret-2026', signaturePayload({ method: 'get', path, query, body: '', timestamp: '20260302003005' }));
    expect(dictItems.headers['X-Sign']).toBe(expected('/api/sys/dict/getDictItems/sex', ''));
    // the query as the transport writes it, the cache-buster _t included (and left out of the signature)
    expect(loadDict.params).toHaveProperty('_t');
    expect(loadDict.headers['X-Sign']).toBe(expected('/api/sys/dict/loadDict/ops_stop_status', 'keyword=%E7%AB%99&pageSize=10'));
    expect(userList.headers).not.toHaveProperty('X-Sign');
    expect(userList.headers).not.toHaveProperty('X-TIMESTAMP');
  });

  it('signs nothing when the web was built without the secret', async () => {
    vi.stubEnv('VITE_SIGNATURE_SECRET', '');
    answer();
    await fetchDictItems('sex');
    expect(sent[0].headers).not.toHaveProperty('X-Sign');
    expect(sent[0].headers).not.toHaveProperty('X-TIMESTAMP');
  });
});
