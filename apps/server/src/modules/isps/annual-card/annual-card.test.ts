/**
 * 年卡审核 through the API (issue 24): an application with its documents issues the card as 待审核
 * and starts the approval; 同意 in 我的待办 makes it 正常 for a year, 驳回 makes it 未通过; bad
 * applications are refused naming the field, with nothing issued.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckDigit } from '@bus/contracts';
import { authHeaders, buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';
import { yearFrom } from './annual-card.service';

let ctx: TestContext;
let lina: string;
let xieting: string;
let yangfan: string;
const members: Record<string, string> = {};
const idOf = (first17: string) => first17 + idCardCheckDigit(first17);
const ZHAO_ID = idOf('42010219520101123');
const QIAN_ID = idOf('42010219550303234');
const masked = (id: string) => `${id.slice(0, 6)}********${id.slice(-4)}`;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false, dataDir: await mkdtemp(path.join(tmpdir(), 'annual-card-')) } });
  lina = await signIn(ctx.app, 'lina'); // the desk
  xieting = await signIn(ctx.app, 'xieting'); // 客服中心: reviews
  yangfan = await signIn(ctx.app, 'yangfan'); // no card pages
  const rows = await ctx.app.db
    .insert(opsMember)
    .values([
      { tenantId: 1, phone: '13800000081', realName: '赵老伯', realNameState: 'verified', idCardMasked: masked(ZHAO_ID) },
      { tenantId: 1, phone: '13800000082', realName: '钱阿姨', realNameState: 'verified', idCardMasked: masked(QIAN_ID) },
      { tenantId: 1, phone: '13800000083', realName: '孙未认证', realNameState: 'pending' },
    ])
    .returning();
  [members.zhao, members.qian, members.sun] = rows.map((row) => row.id);
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => lina,
);
const flow = (url: string, token: string, payload?: object) => call(payload ? 'POST' : 'GET', `/api/workflow${url}`, token, payload);
const errorOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function uploadDocument(): Promise<string> {
  const boundary = '----annual-card-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\nattachment\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id-card.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authHeaders(lina) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message;
}

const apply = async (over: object = {}) =>
  call('POST', '/api/isps/annualCard/apply', lina, {
    memberId: members.zhao,
    holderIdCard: ZHAO_ID,
    cardNo: '31055500000001',
    validFrom: '2026-03-05',
    documents: await uploadDocument(),
    ...over,
  });
const taskOf = async (cardNo: string) =>
  ((await flow('/task/todo?pageSize=100', xieting)).json().result.records as Array<{ id: string; title: string; nodeName: string }>).find((task) =>
    task.title.includes(cardNo),
  );
const cardOf = async (cardNo: string) => (await call('GET', `/api/isps/card/list?cardNo=${cardNo}`)).json().result.records[0];

describe('年卡审核', () => {
  it('works out a year from the day asked', () => {
    expect(yearFrom('2026-03-05')).toBe('2027-03-04');
    expect(yearFrom('2028-02-29')).toBe('2029-02-28');
  });

  it('issues the card as 待审核 and starts the review; 同意 makes it 正常 for a year', async () => {
    const res = await apply();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '已提交年卡审核，审核通过后卡片生效',
      result: { cardNo: '31055500000001', holderName: '赵老伯', validFrom: '2026-03-05', validTo: '2027-03-04', state: 'reviewing', state_dictText: '审核中' },
    });
    const listed = (await call('GET', '/api/isps/annualCard/list')).json().result.records[0];
    expect(listed.approval).toMatchObject({ state: 'running', nodeNames: ['客服中心审核'] });
    expect(await cardOf('31055500000001')).toMatchObject({ cardType: 'annual', state: 'pending', state_dictText: '待审核', balanceCents: 0 });
    // nothing moves on a card in review
    const topUp = await call('POST', '/api/isps/card/topUp', lina, {
      id: (await cardOf('31055500000001')).id,
      amountCents: 1000,
      payMode: 'cash',
      requestId: 'annual-test-topup-1',
    });
    expect(topUp.statusCode).toBe(422);

    const task = (await taskOf('31055500000001'))!;
    expect(task).toMatchObject({ nodeName: '客服中心审核', title: '年卡审核-赵老伯-31055500000001' });
    ctx.clock.advance(60_000);
    const approved = await flow('/task/approve', xieting, { taskId: task.id, comment: '材料齐全，同意' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', '/api/isps/annualCard/list')).json().result.records[0]).toMatchObject({
      state: 'approved',
      reviewNote: '材料齐全，同意',
      approval: { state: 'approved' },
    });
    expect(await cardOf('31055500000001')).toMatchObject({ state: 'active' });
  });

  it('驳回 makes the card 未通过', async () => {
    await apply({ memberId: members.qian, holderIdCard: QIAN_ID, cardNo: '31055500000002' });
    const task = (await taskOf('31055500000002'))!;
    ctx.clock.advance(60_000);
    const rejected = await flow('/task/reject', xieting, { taskId: task.id, comment: '老年证已过期' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const record = (await call('GET', '/api/isps/annualCard/list?cardNo=31055500000002')).json().result.records[0];
    expect(record).toMatchObject({ state: 'rejected', state_dictText: '未通过', reviewNote: '老年证已过期' });
    expect(await cardOf('31055500000002')).toMatchObject({ state: 'refused', state_dictText: '未通过' });
  });

  it('refuses bad applications naming the field, and issues nothing', async () => {
    for (const [over, field, message] of [
      [{ memberId: members.sun, holderIdCard: idOf('42010219600101123') }, 'memberId', '记名卡须为已实名认证的乘客办理'],
      [{ holderIdCard: QIAN_ID }, 'holderIdCard', '身份证号与乘客实名信息不符'],
      [{ documents: 'attachment/20260302/0123456789abcdef0123456789abcdef.png' }, 'documents', '证明材料须为本公司上传的文件'],
      [{ documents: '../../etc/passwd' }, 'documents', '证明材料须为本系统上传的文件'],
      [{ validFrom: '2026-02-01' }, 'validFrom', '生效日期不能早于今天'],
      [{ cardNo: '31055500000001' }, 'cardNo', '卡号已存在'],
    ] as const) {
      const res = await apply({ cardNo: '31055500000009', ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(errorOf(res)).toEqual({ field, message });
    }
    expect(await cardOf('31055500000009')).toBeUndefined();
    // 办卡 does not issue an annual card past the review
    const issued = await call('POST', '/api/isps/card/issue', lina, {
      cardNo: '31055500000010',
      cardType: 'annual',
      memberId: members.zhao,
      holderIdCard: ZHAO_ID,
      depositCents: 0,
      initialLoadCents: 0,
      payMode: 'cash',
      requestId: 'annual-test-issue-1',
    });
    expect(errorOf(issued)).toEqual({ field: 'cardType', message: '年卡须在「年卡审核」中提交申请，审核通过后生效' });
  });

  it('keeps those without the page out', async () => {
    expect((await call('GET', '/api/isps/annualCard/list', yangfan)).statusCode).toBe(403);
    expect((await call('POST', '/api/isps/annualCard/apply', yangfan, {})).statusCode).toBe(403);
  });
});
