import { describe, expect, it } from 'vitest';
import { lintXml } from '@bus/bpmn-designer/lint-xml';
import { authHeaders, apiTest } from '../../../../test/helper';
import { leaveForm, leaveXml } from '../../../db/seed/workflow.data';

// liuyang: 运营管理部 / 调度员: his department head is 曹艳 (部门经理 of 运营管理部)
// chenjing: 人事专员
// lina: 客服人员: no department manager above her in the demo data
const { tokens, app } = apiTest(['liuyang', 'caoyan', 'chenjing', 'lina', 'admin']);

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app().inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });
/** `days` working days from Monday 2026-03-09, whole days */
const periodOf = (days: number) => {
  const end = new Date('2026-03-09T00:00:00Z');
  for (let left = days - 1; left > 0;) {
    end.setUTCDate(end.getUTCDate() + 1);
    if (end.getUTCDay() % 6 !== 0) left--;
  }
  return ['2026-03-09', end.toISOString().slice(0, 10)];
};
const leave = (days: number) => ({ leaveType: 'annual', days, period: periodOf(days), startHalf: 'am', endHalf: 'pm', reason: '回老家探亲' });
const todo = async (token: string) =>
  (await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{
    id: string;
    nodeName: string;
    instanceId: string;
    assignee: string | null;
    title: string;
    serialNo: string | null;
    startTime: string | null;
  }>;

describe('the seeded leave process', () => {
  it('passes the designer checks a deployment makes', async () => {
    const lint = await lintXml(leaveXml, { startForm: leaveForm });
    expect(lint.readError).toBeUndefined();
    expect(lint.errors).toEqual([]);
  });

  it('is startable at once on a new install, with its form, category and the number the next application gets', async () => {
    const res = await call('GET', '/process/startable', tokens.liuyang);
    expect(res.statusCode).toBe(200);
    const leaveProcess = res.json().result.find((row: { processKey: string }) => row.processKey === 'leave');
    expect(leaveProcess).toMatchObject({ name: '请假申请', category: '人事', versionNo: 1, serialPreview: 'QJ-20260302-0001' });
    expect(leaveProcess.startForm.fields.map((field: { prop: string }) => field.prop)).toEqual([
      'leaveType',
      'days',
      'period',
      'startHalf',
      'endHalf',
      'reason',
      'handover',
    ]);
  });

  it('shows who approves next before submitting: the department head, and a clear problem when there is none', async () => {
    const preview = await call('POST', '/process/preview', tokens.liuyang, { processKey: 'leave', variables: leave(5) });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().result).toEqual({
      steps: [
        { nodeId: 'deptHead', nodeName: '部门负责人审批', mode: 'single', assignees: [{ username: 'caoyan', realname: '曹艳' }] },
        {
          nodeId: 'hr',
          nodeName: '人事审批',
          mode: 'claim',
          assignees: [
            { username: 'chenjing', realname: '陈静' },
            { username: 'songjia', realname: '宋佳' },
            { username: 'sunli', realname: '孙丽' },
          ],
        },
      ],
      problem: null,
    });
    // 3 days or less: the department head alone
    const short = (await call('POST', '/process/preview', tokens.liuyang, { processKey: 'leave', variables: leave(3) })).json().result;
    expect(short.steps.map((step: { nodeName: string }) => step.nodeName)).toEqual(['部门负责人审批']);
    // 客服中心 has no 部门经理 and neither has anything above it but the group, which has none either
    const nobody = await call('POST', '/process/preview', tokens.lina, { processKey: 'leave', variables: leave(1) });
    expect(nobody.json().result.steps).toEqual([]);
    expect(nobody.json().result.problem).toMatch(/^流程无法继续（部门负责人审批）：/);
    expect((await call('POST', '/process/preview', tokens.liuyang, { processKey: 'nothing', variables: {} })).statusCode).toBe(422);
  });

  it('numbers and titles applications; more than 3 days goes on to HR, offered to every HR specialist', async () => {
    const first = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables: leave(5) });
    expect(first.statusCode).toBe(200);
    // the title says what is asked: type, days and dates (the form's 标题模板)
    expect(first.json().result).toMatchObject({ title: '请假申请-刘洋-年休假5天（2026-03-09 至 2026-03-13）', serialNo: 'QJ-20260302-0001', state: 'running' });
    const second = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables: leave(2) });
    expect(second.json().result.serialNo).toBe('QJ-20260302-0002');
    const startable = (await call('GET', '/process/startable', tokens.liuyang)).json().result;
    expect(startable.find((row: { processKey: string }) => row.processKey === 'leave').serialPreview).toBe('QJ-20260302-0003');

    const headTasks = (await todo(tokens.caoyan)).filter((task) => [first, second].some((started) => started.json().result.id === task.instanceId));
    expect(headTasks.map((task) => task.nodeName)).toEqual(['部门负责人审批', '部门负责人审批']);
    // 我的待办 tells them apart: title, number and when each was submitted
    const submitted = expect.stringMatching(/^2026-03-0[12] \d{2}:00:00$/);
    expect(headTasks.map(({ title, serialNo, startTime }) => ({ title, serialNo, startTime })).sort((a, b) => a.serialNo!.localeCompare(b.serialNo!))).toEqual([
      { title: '请假申请-刘洋-年休假5天（2026-03-09 至 2026-03-13）', serialNo: 'QJ-20260302-0001', startTime: submitted },
      { title: '请假申请-刘洋-年休假2天（2026-03-09 至 2026-03-10）', serialNo: 'QJ-20260302-0002', startTime: submitted },
    ]);
    for (const task of headTasks) expect((await call('POST', '/task/approve', tokens.caoyan, { taskId: task.id, comment: '同意' })).statusCode).toBe(200);

    // 2 days: done after the head; 5 days: 人事审批, offered to the HR specialists to claim
    const mine = (await call('GET', '/process/mine?pageSize=10', tokens.liuyang)).json().result.records as Array<{
      id: string;
      state: string;
      currentNodes: string | null;
    }>;
    expect(mine.find((row) => row.id === second.json().result.id)).toMatchObject({ state: 'completed', currentNodes: null });
    expect(mine.find((row) => row.id === first.json().result.id)).toMatchObject({ state: 'running', currentNodes: '人事审批' });
    const hrTask = (await todo(tokens.chenjing)).find((task) => task.instanceId === first.json().result.id)!;
    expect(hrTask).toMatchObject({ nodeName: '人事审批', assignee: null });
  });

  it('checks the values as the form does, naming the field; nothing is started', async () => {
    const refused = async (variables: object) => {
      const res = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables });
      expect(res.statusCode).toBe(422);
      return res.json().result?.errors?.[0] ?? res.json();
    };
    const before = (await call('GET', '/process/mine?pageSize=1', tokens.liuyang)).json().result.total;
    const { reason: _reason, ...noReason } = leave(2);
    expect(await refused(noReason)).toMatchObject({ field: 'variables.reason', message: '请填写请假事由' });
    expect(await refused({ ...leave(2), days: 400 })).toMatchObject({ field: 'variables.days', message: expect.stringContaining('请假天数应为 2 天') });
    expect(await refused({ ...leave(2), days: '两天' })).toMatchObject({ field: 'variables.days', message: '请假天数必须是数字' });
    expect(await refused({ ...leave(2), leaveType: 'holiday' })).toMatchObject({ field: 'variables.leaveType', message: '请假类型的选项无效' });
    expect(await refused({ ...leave(2), salary: 1 })).toMatchObject({ field: 'variables.salary', message: '表单中没有字段「salary」' });
    expect(await refused({ ...leave(2), reason: '长'.repeat(501) })).toMatchObject({ field: 'variables.reason', message: '请假事由不能超过 500 个字' });
    expect((await call('GET', '/process/mine?pageSize=1', tokens.liuyang)).json().result.total).toBe(before);
  });

  it('takes 请假天数 from 起止日期 (working days, half days): worked out when missing, a contradiction refused by field', async () => {
    const start = (variables: object) => call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables: { ...leave(2), ...variables } });
    const stored = async (id: string) => (await call('GET', `/process/detail?instanceId=${id}`, tokens.liuyang)).json().result.form.values;
    // Monday to Tuesday, nothing typed: 2 days, so the department head alone decides
    const { days: _days, ...noDays } = leave(2);
    const derived = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables: noDays });
    expect(derived.statusCode).toBe(200);
    expect((await stored(derived.json().result.id)).days).toBe(2);
    // from Monday afternoon to Tuesday noon: one day
    const halves = await start({ days: undefined, startHalf: 'pm', endHalf: 'am' });
    expect((await stored(halves.json().result.id)).days).toBe(1);

    const refusal = async (variables: object) => {
      const res = await start(variables);
      expect(res.statusCode).toBe(422);
      return res.json().result.errors[0];
    };
    // 10 days over two calendar days, −2, half a day too many: refused, never corrected
    expect(await refusal({ days: 10 })).toEqual({
      field: 'variables.days',
      message: '请假天数应为 2 天（按起止日期的工作日计算，周一至周五，含半天），与填写的 10 不符',
    });
    expect(await refusal({ days: -2 })).toMatchObject({ field: 'variables.days', message: expect.stringContaining('请假天数应为 2 天') });
    expect(await refusal({ days: 2, startHalf: 'pm' })).toMatchObject({ field: 'variables.days', message: expect.stringContaining('应为 1.5 天') });
    // a week end only, a range backwards: the dates are wrong
    expect(await refusal({ days: undefined, period: ['2026-03-14', '2026-03-15'] })).toEqual({
      field: 'variables.period',
      message: '起止日期：所选日期内没有工作日（按周一至周五计算）',
    });
    expect(await refusal({ period: ['2026-03-10', '2026-03-09'] })).toMatchObject({ field: 'variables.period', message: '起止日期：结束日期不能早于开始日期' });
  });

  it('gives approvers the form to read and the initiator, when it comes back, the form to change and resubmit', async () => {
    const started = (await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables: leave(4) })).json().result;
    const headTask = (await todo(tokens.caoyan)).find((task) => task.instanceId === started.id)!;
    const headForm = await call('GET', `/task/form?taskId=${headTask.id}`, tokens.caoyan);
    expect(headForm.statusCode).toBe(200);
    expect(headForm.json().result).toMatchObject({ resubmit: false, values: leave(4) });
    expect(headForm.json().result.fieldPermissions.every((field: { writable: boolean }) => !field.writable)).toBe(true);
    // not 刘洋's task: he may not read it through this door
    expect((await call('GET', `/task/form?taskId=${headTask.id}`, tokens.liuyang)).statusCode).toBe(403);
    expect((await call('POST', '/task/approve', tokens.caoyan, { taskId: headTask.id })).statusCode).toBe(200);

    const hrTask = (await todo(tokens.chenjing)).find((task) => task.instanceId === started.id)!;
    expect((await call('POST', '/task/reject', tokens.chenjing, { taskId: hrTask.id, targetNodeId: 'start', comment: '请补充交接人' })).statusCode).toBe(200);
    const back = (await todo(tokens.liuyang)).find((task) => task.instanceId === started.id)!;
    expect(back.nodeName).toBe('提交申请');
    const form = (await call('GET', `/task/form?taskId=${back.id}`, tokens.liuyang)).json().result;
    expect(form).toMatchObject({ resubmit: true, fieldPermissions: null, values: leave(4) });

    // a changed value is checked as the start form checks it: days that do not fit the dates, a reason too long
    const contradicted = await call('POST', '/task/approve', tokens.liuyang, { taskId: back.id, variables: { days: 9 } });
    expect(contradicted.statusCode).toBe(422);
    expect(contradicted.json().result.errors[0]).toMatchObject({ field: 'variables.days', message: expect.stringContaining('请假天数应为 4 天') });
    const tooLong = await call('POST', '/task/approve', tokens.liuyang, { taskId: back.id, variables: { reason: '长'.repeat(501) } });
    expect(tooLong.json().result.errors[0]).toMatchObject({ field: 'variables.reason', message: '请假事由不能超过 500 个字' });
    // new dates alone: the days follow them (Monday to Tuesday of the next week: 2; 3 days or less, the head alone decides)
    const redated = await call('POST', '/task/approve', tokens.liuyang, { taskId: back.id, variables: { period: ['2026-03-16', '2026-03-17'] } });
    expect(redated.statusCode).toBe(200);
    const redatedTask = (await todo(tokens.caoyan)).find((task) => task.instanceId === started.id)!;
    // the title follows the new dates
    expect(redatedTask.title).toBe('请假申请-刘洋-年休假2天（2026-03-16 至 2026-03-17）');
    expect((await call('GET', `/task/form?taskId=${redatedTask.id}`, tokens.caoyan)).json().result.values).toMatchObject({
      days: 2,
      period: ['2026-03-16', '2026-03-17'],
    });
    expect((await call('POST', '/task/reject', tokens.caoyan, { taskId: redatedTask.id, targetNodeId: 'start', comment: '日期再核对' })).statusCode).toBe(200);
    const backAgain = (await todo(tokens.liuyang)).find((task) => task.instanceId === started.id)!;
    expect((await call('POST', '/task/approve', tokens.liuyang, { taskId: backAgain.id, variables: { period: leave(4).period } })).statusCode).toBe(200);
    const onceMore = (await todo(tokens.caoyan)).find((task) => task.instanceId === started.id)!;
    expect((await call('POST', '/task/reject', tokens.caoyan, { taskId: onceMore.id, targetNodeId: 'start', comment: '退回补充交接人' })).statusCode).toBe(200);
    const back2 = (await todo(tokens.liuyang)).find((task) => task.instanceId === started.id)!;
    const resubmitted = await call('POST', '/task/approve', tokens.liuyang, { taskId: back2.id, comment: '已补充', variables: { handover: '张伟' } });
    expect(resubmitted.statusCode).toBe(200);
    const again = (await todo(tokens.caoyan)).find((task) => task.instanceId === started.id)!;
    expect((await call('GET', `/task/form?taskId=${again.id}`, tokens.caoyan)).json().result.values).toEqual({ ...leave(4), handover: '张伟' });
  });

  it('shows the approvers by name, and keeps a group task of a suspended application from being claimed', async () => {
    const started = (await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave', variables: leave(6) })).json().result;
    const headTask = (await todo(tokens.caoyan)).find((task) => task.instanceId === started.id)!;
    expect(headTask).toMatchObject({ initiator: 'liuyang', initiatorName: '刘洋' });
    expect((await call('POST', '/task/approve', tokens.caoyan, { taskId: headTask.id })).statusCode).toBe(200);
    const hrTask = (await todo(tokens.chenjing)).find((task) => task.instanceId === started.id)!;
    expect((await call('POST', '/ops/suspend', tokens.admin, { instanceId: started.id })).statusCode).toBe(200);
    const refused = await call('POST', '/task/claim', tokens.chenjing, { taskId: hrTask.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('流程已挂起');
    expect((await call('POST', '/ops/resume', tokens.admin, { instanceId: started.id })).statusCode).toBe(200);
    expect((await call('POST', '/task/claim', tokens.chenjing, { taskId: hrTask.id })).statusCode).toBe(200);
    expect((await todo(tokens.chenjing)).find((task) => task.id === hrTask.id)).toMatchObject({ assignee: 'chenjing' });
  });
});
