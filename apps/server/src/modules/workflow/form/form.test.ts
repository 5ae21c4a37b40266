import { describe, expect, it } from 'vitest';
import { authHeaders, apiTest } from '../../../../test/helper';

const { tokens, app } = apiTest(['yangfan', 'lina', 'hanlei'], { roles: { hanlei: 'workflow_designer' } });

const leaveForm = (extra: object[] = []) => ({
  labelWidth: 100,
  fields: [{ type: 'input', label: '请假事由', prop: 'reason', required: true }, { type: 'daterange', label: '请假时间', prop: 'range' }, ...extra],
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = tokens.yangfan, payload?: object) =>
  app().inject({ method, url: `/api/workflow/form${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const add = (formKey: string, token = tokens.yangfan) => call('POST', '/add', token, { name: '请假单', formKey, kind: 'start', schema: leaveForm() });

describe('forms', () => {
  it('adds, saves new versions, refuses a stale save, restores and lists the history', async () => {
    const form = (await add('leave_slip')).json().result;
    expect(form).toMatchObject({ formKey: 'leave_slip', kind: 'start', latestVersion: 1 });
    expect(
      (await call('GET', '/list?kind=start&name=' + encodeURIComponent('请假单'))).json().result.records.map((r: { formKey: string }) => r.formKey),
    ).toEqual(['leave_slip']);

    const saved = await call('PUT', '/save', tokens.yangfan, {
      id: form.id,
      version: form.version,
      schema: leaveForm([{ type: 'textarea', label: '备注', prop: 'remark' }]),
      comment: '加备注',
    });
    expect(saved.json().message).toBe('保存成功（版本 2）');
    expect((await call('PUT', '/save', tokens.yangfan, { id: form.id, version: form.version, schema: {} })).statusCode).toBe(409);
    expect((await call('GET', `/queryById?id=${form.id}`)).json().result.schema.fields).toHaveLength(3);

    const restored = await call('POST', '/history/restore', tokens.yangfan, { id: form.id, versionNo: 1, version: saved.json().result.version });
    expect(restored.json().result.latestVersion).toBe(3);
    expect((await call('GET', `/queryById?id=${form.id}`)).json().result.schema).toEqual(leaveForm());
    const versions = (await call('GET', `/history/list?id=${form.id}`)).json().result.records;
    expect(versions.map((v: { versionNo: number; comment: string }) => [v.versionNo, v.comment])).toEqual([
      [3, '恢复自版本 1'],
      [2, '加备注'],
      [1, '新建'],
    ]);
    const v2 = (await call('GET', `/history/get?id=${form.id}&versionNo=2`)).json().result;
    expect(v2).toMatchObject({ versionNo: 2, createBy: 'yangfan', createByName: '杨帆' });
    expect(v2.schema.fields[2]).toMatchObject({ prop: 'remark' });
  });

  it('refuses a field pattern that RE2 cannot run, wherever the field sits, naming schema', async () => {
    const withPattern = (pattern: string) =>
      leaveForm([{ type: 'card', label: '车辆', prop: 'car', children: [{ type: 'input', label: '车牌号', prop: 'plate', props: { pattern } }] }]);
    const added = await call('POST', '/add', tokens.yangfan, { name: '车辆单', formKey: 'car_form', schema: withPattern('(a)\\1') });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().result.errors[0].field).toBe('schema');
    expect(added.json().message).toContain('字段「车牌号」的正则校验不支持反向引用');
    const form = (await call('POST', '/add', tokens.yangfan, { name: '车辆单', formKey: 'car_form', schema: withPattern('^鄂[A-Z]\\w{5}$') })).json().result;
    const saved = await call('PUT', '/save', tokens.yangfan, { id: form.id, version: form.version, schema: withPattern('^(?=鄂)') });
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json().result.errors[0].field).toBe('schema');
    // a pattern that only backtracks elsewhere is fine: it runs on RE2
    expect((await call('PUT', '/save', tokens.yangfan, { id: form.id, version: form.version, schema: withPattern('(a|a)+$') })).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, deletes softly, and keeps users and tenants apart', async () => {
    const bad = async (payload: object) => (await call('POST', '/add', tokens.yangfan, payload)).json().result.errors[0].field;
    expect(await bad({ name: '甲', formKey: '表单', schema: {} })).toBe('formKey');
    expect(await bad({ name: '甲', formKey: 'arr', schema: [1, 2] })).toBe('schema');
    expect(await bad({ name: '甲', formKey: 'kind_x', kind: 'other', schema: {} })).toBe('kind');
    expect(await bad({ name: '甲', formKey: 'big', schema: { text: 'x'.repeat(600 * 1024) } })).toBe('schema');
    const form = (await add('shared_key')).json().result;
    const dup = (await add('shared_key')).json();
    expect(dup.result.errors[0]).toMatchObject({ field: 'formKey', message: '表单标识 shared_key 已存在' });

    expect((await call('GET', '/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('PUT', '/save', tokens.lina, { id: form.id, version: form.version, schema: {} })).statusCode).toBe(403);
    expect((await call('DELETE', `/delete?id=${form.id}`, tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', `/queryById?id=${form.id}`, tokens.hanlei)).statusCode).toBe(404);
    expect((await call('GET', '/list', tokens.hanlei)).json().result.total).toBe(0);
    expect((await add('shared_key', tokens.hanlei)).statusCode).toBe(200);

    expect((await call('DELETE', `/delete?id=${form.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/history/list?id=${form.id}`)).statusCode).toBe(404);
    expect((await add('shared_key')).statusCode).toBe(200);
  });
});
