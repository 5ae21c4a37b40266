import { describe, expect, it } from 'vitest';
import { authHeaders, apiTest } from '../../../../test/helper';

// yangfan: 流程设计人员, tenant 1
// lina: 客服人员: no workflow design codes
// hanlei: tenant 2, given the designer role
const { tokens, app } = apiTest(['yangfan', 'lina', 'hanlei'], { roles: { hanlei: 'workflow_designer' } });

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
/**
 * A diagram the designer's lint accepts, with the given process id and name: start, `tasks` user
 * tasks in a row (each assigned through the namespace `ns` declares), end, joined by flows.
 */
const diagram = (key: string, name: string, tasks: string[] = ['发起人'], ns = 'xmlns:flowable="http://flowable.org/bpmn"') => {
  const prefix = /xmlns:(\w+)/.exec(ns)![1];
  const nodes = ['StartEvent_1', ...tasks.map((_, i) => `Task_${i + 1}`), 'EndEvent_1'];
  const flows = nodes.slice(1).map((target, i) => `<bpmn:sequenceFlow id="Flow_${i + 1}" sourceRef="${nodes[i]}" targetRef="${target}" />`);
  const io = (id: string) => {
    const index = nodes.indexOf(id);
    return [
      index > 0 ? `<bpmn:incoming>Flow_${index}</bpmn:incoming>` : '',
      index < nodes.length - 1 ? `<bpmn:outgoing>Flow_${index + 1}</bpmn:outgoing>` : '',
    ].join('');
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="${BPMN}" ${ns} id="Definitions_1">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1">${io('StartEvent_1')}</bpmn:startEvent>
    ${tasks.map((t, i) => `<bpmn:userTask id="Task_${i + 1}" name="${t}" ${prefix}:assignee="\${applyUserId}">${io(`Task_${i + 1}`)}</bpmn:userTask>`).join('\n    ')}
    <bpmn:endEvent id="EndEvent_1">${io('EndEvent_1')}</bpmn:endEvent>
    ${flows.join('\n    ')}
  </bpmn:process>
</bpmn:definitions>`;
};
/** What the designer's lint refuses: the last task leads nowhere (a dangling branch, no end event). */
const dangling = (key: string, name: string) =>
  diagram(key, name, ['发起人', '经理审批'])
    .replace(/<bpmn:endEvent[^]*?<\/bpmn:endEvent>/, '')
    .replace(/<bpmn:sequenceFlow id="Flow_3"[^>]*\/>/, '')
    .replace('<bpmn:outgoing>Flow_3</bpmn:outgoing>', '');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = tokens.yangfan, payload?: object) =>
  app().inject({ method, url: `/api/workflow/model${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const add = (key: string, name = '请假审批', token = tokens.yangfan) =>
  call('POST', '/add', token, { name, modelKey: key, description: '员工请假', xml: diagram(key, name) });
const history = async (id: string, token = tokens.yangfan) => (await call('GET', `/history/list?id=${id}`, token)).json().result;

describe('process models', () => {
  it('adds a model as version 1, lists it by key or name and opens its newest XML', async () => {
    const added = await add('leave_apply');
    expect(added.statusCode).toBe(200);
    const model = added.json().result;
    expect(model).toMatchObject({ modelKey: 'leave_apply', name: '请假审批', engine: 'flowable', latestVersion: 1, createBy: 'yangfan' });

    // (the seeded 请假申请 has the key leave)
    const byKey = (await call('GET', '/list?modelKey=leave_')).json().result;
    expect(byKey.records.map((r: { modelKey: string }) => r.modelKey)).toEqual(['leave_apply']);
    expect(byKey.records[0]).not.toHaveProperty('xml');
    expect((await call('GET', `/list?name=${encodeURIComponent('请假审批')}`)).json().result.total).toBe(1);
    expect((await call('GET', '/list?name=nothing')).json().result.total).toBe(0);
    expect((await call('GET', '/list?column=xml')).statusCode).toBe(422);

    const opened = (await call('GET', `/queryById?id=${model.id}`)).json().result;
    expect(opened.xml).toContain('id="leave_apply"');
    const versions = await history(model.id);
    expect(versions.records).toEqual([expect.objectContaining({ versionNo: 1, comment: '新建', createBy: 'yangfan', createByName: '杨帆' })]);
  });

  it('each save is a new version with its author; a stale save is a 409 and writes nothing', async () => {
    const model = (await add('car_repair', '车辆报修')).json().result;
    const first = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: model.version,
      xml: diagram('car_repair', '车辆报修', ['发起人', '车队长审批']),
      svg: '<svg/>',
      comment: '加车队长',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('保存成功（版本 2）');
    const saved = first.json().result;
    expect(saved.latestVersion).toBe(2);

    const stale = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: diagram('car_repair', '车辆报修', ['被覆盖']) });
    expect(stale.statusCode).toBe(409);
    const third = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: saved.version,
      xml: diagram('car_repair', '车辆报修', ['发起人', '车队长审批', '经理审批']),
    });
    expect(third.json().result.latestVersion).toBe(3);

    const versions = (await history(model.id)).records;
    expect(versions.map((v: { versionNo: number }) => v.versionNo)).toEqual([3, 2, 1]);
    const v2 = (await call('GET', `/history/get?id=${model.id}&versionNo=2`)).json().result;
    expect(v2).toMatchObject({ versionNo: 2, comment: '加车队长', svg: '<svg/>', createByName: '杨帆' });
    expect(v2.xml).toContain('车队长审批');
    expect(v2.xml).not.toContain('被覆盖');
    expect((await call('GET', `/history/get?id=${model.id}&versionNo=9`)).statusCode).toBe(404);
  });

  it('a save follows the diagram: new process id and name become the key and name, the engine comes from the namespace', async () => {
    const model = (await add('overtime', '加班申请')).json().result;
    await add('taken_key', '已占用');
    const renamed = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: model.version,
      xml: diagram('overtime_v2', '加班审批', ['发起人'], 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"'),
    });
    expect(renamed.json().result).toMatchObject({ modelKey: 'overtime_v2', name: '加班审批', engine: 'camunda' });
    const clash = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: renamed.json().result.version, xml: diagram('taken_key', '加班审批') });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().result.errors[0]).toMatchObject({ field: 'xml', message: '流程标识 taken_key 已存在' });
  });

  it("links the model to its start form, never to a node form or another tenant's form", async () => {
    const addForm = async (formKey: string, kind: string, token = tokens.yangfan) =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/workflow/form/add',
          headers: authHeaders(token),
          payload: { name: '表单', formKey, kind, schema: { fields: [] } },
        })
      ).json().result;
    const start = await addForm('expense_start', 'start');
    const node = await addForm('expense_node', 'node');
    const foreign = await addForm('expense_start', 'start', tokens.hanlei);
    const model = (await add('expense', '费用报销')).json().result;
    expect(model.startFormId).toBeNull();
    const save = (startFormId: string, version: number) =>
      call('PUT', '/save', tokens.yangfan, { id: model.id, version, xml: diagram('expense', '费用报销'), startFormId });
    const linked = await save(start.id, model.version);
    expect(linked.json().result.startFormId).toBe(start.id);
    for (const wrong of [node.id, foreign.id]) {
      const refused = await save(wrong, linked.json().result.version);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().result.errors[0].field).toBe('startFormId');
    }
    // a save that does not name the form keeps the link
    const kept = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: linked.json().result.version,
      xml: diagram('expense', '费用报销', ['发起人', '财务']),
    });
    expect(kept.json().result.startFormId).toBe(start.id);
  });

  it('restores an old version as the newest; a stale restore is a 409', async () => {
    const model = (await add('reimburse', '报销')).json().result;
    const v2 = (
      await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: diagram('reimburse', '报销', ['发起人', '财务审核']) })
    ).json().result;
    const restored = await call('POST', '/history/restore', tokens.yangfan, { id: model.id, versionNo: 1, version: v2.version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('已恢复为版本 3');
    expect((await call('GET', `/queryById?id=${model.id}`)).json().result.xml).not.toContain('财务审核');
    expect((await history(model.id)).records[0]).toMatchObject({ versionNo: 3, comment: '恢复自版本 1' });
    expect((await call('POST', '/history/restore', tokens.yangfan, { id: model.id, versionNo: 2, version: v2.version })).statusCode).toBe(409);
    expect((await call('POST', '/history/restore', tokens.yangfan, { id: model.id, versionNo: 7, version: restored.json().result.version })).statusCode).toBe(
      404,
    );
  });

  it('lints every version it stores: errors are a 422 naming them, unless the save asks for a draft, which is never deployable', async () => {
    const model = (await add('purchase', '采购申请')).json().result;
    expect(model).toMatchObject({ draft: false, deployableVersion: 1 });

    const refused = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: dangling('purchase', '采购申请') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result.errors[0]).toMatchObject({
      field: 'xml',
      message: expect.stringMatching(/^流程有 \d+ 个错误，只能保存为草稿：.*流程缺少结束事件（purchase）/),
    });
    expect((await history(model.id)).total).toBe(1);

    const drafted = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: dangling('purchase', '采购申请'), draft: true });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(drafted.json().message).toBe('已保存为草稿（版本 2）');
    expect(drafted.json().result).toMatchObject({ latestVersion: 2, draft: true, deployableVersion: 1 });
    expect((await history(model.id)).records.map((v: { versionNo: number; draft: boolean }) => [v.versionNo, v.draft])).toEqual([
      [2, true],
      [1, false],
    ]);

    // a clean diagram saved as a draft is no draft: only errors make one
    const fixed = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: drafted.json().result.version,
      xml: diagram('purchase', '采购申请', ['发起人', '经理审批']),
      draft: true,
    });
    expect(fixed.json().result).toMatchObject({ latestVersion: 3, draft: false, deployableVersion: 3 });
    // restoring the draft brings it back as a draft; the deployable version stays 3
    const restored = await call('POST', '/history/restore', tokens.yangfan, { id: model.id, versionNo: 2, version: fixed.json().result.version });
    expect(restored.json().result).toMatchObject({ latestVersion: 4, draft: true, deployableVersion: 3 });
    expect((await call('GET', `/history/get?id=${model.id}&versionNo=4`)).json().result.draft).toBe(true);

    // a new model whose first diagram has errors starts as a draft with nothing deployable
    const broken = (await call('POST', '/add', tokens.yangfan, { name: '未完成', modelKey: 'unfinished', xml: dangling('unfinished', '未完成') })).json()
      .result;
    expect(broken).toMatchObject({ draft: true, deployableVersion: null });
  });

  it('saves the model and its start form in one request: a new start form is made and linked, later saves version it', async () => {
    const formOf = async (id: string) =>
      (await app().inject({ method: 'GET', url: `/api/workflow/form/queryById?id=${id}`, headers: authHeaders(tokens.yangfan) })).json().result;
    const model = (await add('trip', '出差申请')).json().result;
    const first = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: model.version,
      xml: diagram('trip', '出差申请'),
      startForm: { schema: { fields: [{ prop: 'city', label: '城市' }] } },
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().result;
    expect(saved.startForm).toMatchObject({ formKey: 'trip_start', name: '出差申请-发起表单', kind: 'start', latestVersion: 1 });
    expect(saved.startFormId).toBe(saved.startForm.id);

    const second = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: saved.version,
      xml: diagram('trip', '出差申请', ['发起人', '主管']),
      startForm: {
        schema: {
          fields: [
            { prop: 'city', label: '城市' },
            { prop: 'days', label: '天数' },
          ],
        },
        version: saved.startForm.version,
      },
    });
    expect(second.json().result).toMatchObject({ latestVersion: 3, startFormId: saved.startForm.id, startForm: { id: saved.startForm.id, latestVersion: 2 } });
    expect((await formOf(saved.startForm.id)).schema.fields).toHaveLength(2);

    // the key is taken by another form: the new start form gets another one, still linked by id
    const other = (await add('visit', '来访登记')).json().result;
    await app().inject({
      method: 'POST',
      url: '/api/workflow/form/add',
      headers: authHeaders(tokens.yangfan),
      payload: { name: '占用', formKey: 'visit_start', kind: 'start' },
    });
    const clash = (
      await call('PUT', '/save', tokens.yangfan, {
        id: other.id,
        version: other.version,
        xml: diagram('visit', '来访登记'),
        startForm: { schema: { fields: [] } },
      })
    ).json().result;
    expect(clash.startForm.formKey).toMatch(/^visit_start_[a-z0-9]{4}$/);
  });

  it('leaves no half-written pair: a stale model refuses the start form with it, and a stale start form refuses the model', async () => {
    const formOf = async (id: string) =>
      (await app().inject({ method: 'GET', url: `/api/workflow/form/queryById?id=${id}`, headers: authHeaders(tokens.yangfan) })).json().result;
    const formCount = async () =>
      (await app().inject({ method: 'GET', url: '/api/workflow/form/list?formKey=meeting', headers: authHeaders(tokens.yangfan) })).json().result.total;
    const model = (await add('meeting', '会议室预订')).json().result;
    const linked = (
      await call('PUT', '/save', tokens.yangfan, {
        id: model.id,
        version: model.version,
        xml: diagram('meeting', '会议室预订'),
        startForm: { schema: { fields: [{ prop: 'room' }] } },
      })
    ).json().result;

    // someone saved the model since: the form the designer changed stays as it was
    const stale = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: model.version,
      xml: diagram('meeting', '会议室预订'),
      startForm: { schema: { fields: [{ prop: 'overwritten' }] }, version: linked.startForm.version },
    });
    expect(stale.statusCode).toBe(409);
    const form = await formOf(linked.startForm.id);
    expect(form).toMatchObject({ latestVersion: 1, schema: { fields: [{ prop: 'room' }] } });

    // someone saved the form since: the model is not written either
    await app().inject({
      method: 'PUT',
      url: '/api/workflow/form/save',
      headers: authHeaders(tokens.yangfan),
      payload: { id: form.id, version: form.version, schema: { fields: [{ prop: 'room' }, { prop: 'time' }] } },
    });
    const staleForm = await call('PUT', '/save', tokens.yangfan, {
      id: model.id,
      version: linked.version,
      xml: diagram('meeting', '会议室预订', ['发起人', '行政']),
      startForm: { schema: { fields: [{ prop: 'mine' }] }, version: form.version },
    });
    expect(staleForm.statusCode).toBe(409);
    expect((await call('GET', `/queryById?id=${model.id}`)).json().result).toMatchObject({ latestVersion: 2, version: linked.version });

    // a model without a start form, saved stale: no orphan start form is left behind
    const lone = (await add('meeting_b', '会议室预订乙')).json().result;
    await call('PUT', '/save', tokens.yangfan, { id: lone.id, version: lone.version, xml: diagram('meeting_b', '会议室预订乙') });
    const before = await formCount();
    expect(
      (
        await call('PUT', '/save', tokens.yangfan, {
          id: lone.id,
          version: lone.version,
          xml: diagram('meeting_b', '会议室预订乙'),
          startForm: { schema: { fields: [] } },
        })
      ).statusCode,
    ).toBe(409);
    expect(await formCount()).toBe(before);
    // nor when the diagram has errors and no draft was asked for
    const fresh = (await call('GET', `/queryById?id=${lone.id}`)).json().result;
    expect(
      (
        await call('PUT', '/save', tokens.yangfan, {
          id: lone.id,
          version: fresh.version,
          xml: dangling('meeting_b', '会议室预订乙'),
          startForm: { schema: { fields: [] } },
        })
      ).statusCode,
    ).toBe(422);
    expect(await formCount()).toBe(before);
  });

  it('refuses bad input with a 422 naming the field', async () => {
    const errorOf = async (payload: object) => {
      const res = await call('POST', '/add', tokens.yangfan, payload);
      return { status: res.statusCode, ...res.json().result.errors[0] };
    };
    expect(await errorOf({ name: '甲', modelKey: 'not_xml', xml: 'hello' })).toMatchObject({ status: 422, field: 'xml' });
    expect(await errorOf({ name: '甲', modelKey: 'svg_root', xml: '<svg xmlns="http://www.w3.org/2000/svg"/>' })).toMatchObject({ status: 422, field: 'xml' });
    expect(await errorOf({ name: '甲', modelKey: 'mismatch', xml: diagram('other_id', '甲') })).toMatchObject({ status: 422, field: 'xml' });
    expect(await errorOf({ name: '甲', modelKey: '请假流程', xml: diagram('a', '甲') })).toMatchObject({
      status: 422,
      field: 'modelKey',
      message: expect.stringContaining('字母开头'),
    });
    expect(await errorOf({ name: '', modelKey: 'no_name', xml: diagram('no_name', '甲') })).toMatchObject({ status: 422, field: 'name' });
    const huge = diagram('huge', '甲').replace('<bpmn:startEvent', `<bpmn:documentation>${'x'.repeat(2 * 1024 * 1024)}</bpmn:documentation><bpmn:startEvent`);
    expect(await errorOf({ name: '甲', modelKey: 'huge', xml: huge })).toMatchObject({ status: 422, field: 'xml', message: expect.stringContaining('2 MB') });
    await add('dup_key');
    expect(await errorOf({ name: '甲', modelKey: 'dup_key', xml: diagram('dup_key', '甲') })).toMatchObject({
      status: 422,
      field: 'modelKey',
      message: '流程标识 dup_key 已存在',
    });
    const model = (await call('GET', '/list?modelKey=dup_key')).json().result.records[0];
    const save = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: '<definitions/>' });
    expect(save.json().result.errors[0].field).toBe('xml');
  });

  it.each([
    ['a character reference past Unicode', 'x&#x110000;y'],
    ['a decimal reference past Unicode', 'x&#1114112;y'],
    ['a reference to NUL, which XML forbids', 'x&#0;y'],
    ['a reference to a lone surrogate', 'x&#xD800;y'],
    ['a reference too long to be a number', `x&#${'9'.repeat(400)};y`],
  ])('answers a model whose name holds %s with a 422 naming xml, on add and on save', async (_what, name) => {
    const add = await call('POST', '/add', tokens.yangfan, { name: '甲', modelKey: 'bad_ref', xml: diagram('bad_ref', name) });
    expect((await call('GET', '/list?modelKey=bad_ref')).json().result.total).toBe(0);
    expect(add.statusCode, add.body).toBe(422);
    expect(add.json().result.errors[0]).toMatchObject({ field: 'xml', message: expect.stringContaining('字符引用') });
    const model = (await call('GET', '/list?modelKey=dup_key')).json().result.records[0];
    const save = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: diagram('dup_key', name) });
    expect(save.statusCode, save.body).toBe(422);
    expect(save.json().result.errors[0].field).toBe('xml');
  });

  it('answers a NUL character in the XML or the SVG with a 422 naming the field', async () => {
    const add = await call('POST', '/add', tokens.yangfan, { name: '甲', modelKey: 'nul_char', xml: diagram('nul_char', '甲\u0000乙') });
    expect(add.statusCode, add.body).toBe(422);
    expect(add.json().result.errors[0].field).toBe('xml');
    const model = (await call('GET', '/list?modelKey=dup_key')).json().result.records[0];
    const save = await call('PUT', '/save', tokens.yangfan, { id: model.id, version: model.version, xml: diagram('dup_key', '甲'), svg: '<svg>\u0000</svg>' });
    expect(save.statusCode, save.body).toBe(422);
    expect(save.json().result.errors[0].field).toBe('svg');
  });

  it('ignores a namespace that names a built-in property instead of an engine', async () => {
    for (const uri of ['constructor', '__proto__', 'toString']) {
      const key = `ns_${uri.replace(/_/g, '')}`;
      const added = await call('POST', '/add', tokens.yangfan, {
        name: '甲',
        modelKey: key,
        engine: 'camunda',
        xml: diagram(key, '甲', ['发起人'], `xmlns:x="${uri}"`),
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().result.engine).toBe('camunda');
    }
  });

  it('deletes softly with its versions; the key can be used again', async () => {
    const model = (await add('to_delete', '待删除')).json().result;
    expect((await call('DELETE', `/delete?id=${model.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/list?modelKey=to_delete')).json().result.total).toBe(0);
    expect((await call('GET', `/queryById?id=${model.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/history/list?id=${model.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/delete?id=${model.id}`)).statusCode).toBe(404);
    expect((await add('to_delete', '再建')).statusCode).toBe(200);
  });

  it('refuses users without the codes and keeps tenants apart', async () => {
    const model = (await add('tenant_one', '一号租户流程')).json().result;
    expect((await call('GET', '/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', `/queryById?id=${model.id}`, tokens.lina)).statusCode).toBe(403);
    expect((await add('by_lina', '甲', tokens.lina)).statusCode).toBe(403);
    expect((await call('PUT', '/save', tokens.lina, { id: model.id, version: model.version, xml: diagram('tenant_one', '甲') })).statusCode).toBe(403);
    expect((await call('DELETE', `/delete?id=${model.id}`, tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/history/restore', tokens.lina, { id: model.id, versionNo: 1, version: 0 })).statusCode).toBe(403);

    expect((await call('GET', '/list', tokens.hanlei)).json().result.total).toBe(0);
    expect((await call('GET', `/queryById?id=${model.id}`, tokens.hanlei)).statusCode).toBe(404);
    expect((await call('GET', `/history/get?id=${model.id}&versionNo=1`, tokens.hanlei)).statusCode).toBe(404);
    expect((await call('PUT', '/save', tokens.hanlei, { id: model.id, version: model.version, xml: diagram('tenant_one', '甲') })).statusCode).toBe(404);
    expect((await call('DELETE', `/delete?id=${model.id}`, tokens.hanlei)).statusCode).toBe(404);
    // the same key in another tenant is another model
    expect((await add('tenant_one', '二号租户流程', tokens.hanlei)).statusCode).toBe(200);
    expect((await call('GET', `/queryById?id=${model.id}`)).json().result.name).toBe('一号租户流程');
  });
});
