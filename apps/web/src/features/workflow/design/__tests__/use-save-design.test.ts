// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { message } from 'antd';
import type { WfFormDetail, WfModelDetail } from '@bus/contracts';
import { ApiError } from '../../../../lib/http';

const addForm = vi.fn();
const saveForm = vi.fn();
const saveModel = vi.fn();
vi.mock('../api/add-form', () => ({ addForm: (...args: unknown[]) => addForm(...args) }));
vi.mock('../api/save-form', () => ({ useSaveForm: () => ({ mutateAsync: saveForm }) }));
vi.mock('../api/save-model', () => ({ useSaveModel: () => ({ mutateAsync: saveModel }) }));

const { useSaveDesign } = await import('../components/use-save-design');

const model = { id: 'm1', version: 4, startFormId: null } as unknown as WfModelDetail;
const result = (startForm?: object) => ({ xml: '<definitions/>', svg: '<svg/>', processKey: 'leave', processName: '请假', startForm }) as never;
const modelSaved = (version: number, latest: number) => ({ record: { id: 'm1', version, latestVersion: latest }, message: `保存成功（版本 ${latest}）` });

afterEach(() => vi.clearAllMocks());

describe('saving the designer', () => {
  it('creates the start form under the process key, links it, and carries both lock versions to the next save', async () => {
    const success = vi.spyOn(message, 'success');
    addForm.mockResolvedValueOnce({ id: 'f1', version: 0 });
    saveModel.mockResolvedValueOnce(modelSaved(5, 2)).mockResolvedValueOnce(modelSaved(6, 3));
    saveForm.mockResolvedValueOnce({ record: { id: 'f1', version: 1 } });
    const { result: hook } = renderHook(() => useSaveDesign(model, undefined, 'camunda'));

    await hook.current(result({ fields: [{ prop: 'reason' }] }));
    expect(addForm).toHaveBeenCalledWith({ name: '请假-发起表单', kind: 'start', schema: { fields: [{ prop: 'reason' }] }, formKey: 'leave_start' });
    expect(saveModel).toHaveBeenLastCalledWith({ id: 'm1', version: 4, xml: '<definitions/>', svg: '<svg/>', engine: 'camunda', startFormId: 'f1' });
    expect(success).toHaveBeenLastCalledWith('保存成功（版本 2）');

    await hook.current(result({ fields: [{ prop: 'reason' }, { prop: 'days' }] }));
    expect(saveForm).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1', version: 0 }));
    expect(saveModel).toHaveBeenLastCalledWith(expect.objectContaining({ version: 5 }));
    expect(saveModel.mock.lastCall![0]).not.toHaveProperty('startFormId');
  });

  it('saves no form version when the start form did not change, and tries another key when its key is taken', async () => {
    const startForm = { id: 'f9', version: 3, schema: { fields: [] } } as unknown as WfFormDetail;
    saveModel.mockResolvedValue(modelSaved(5, 2));
    const linked = renderHook(() => useSaveDesign({ ...model, startFormId: 'f9' }, startForm, 'flowable'));
    await linked.result.current(result({ fields: [] }));
    expect(saveForm).not.toHaveBeenCalled();
    expect(addForm).not.toHaveBeenCalled();

    addForm.mockRejectedValueOnce(new ApiError('表单标识 leave_start 已存在', 422, { result: { errors: [{ field: 'formKey', message: '表单标识 leave_start 已存在' }] } }));
    addForm.mockResolvedValueOnce({ id: 'f2', version: 0 });
    const fresh = renderHook(() => useSaveDesign(model, undefined, 'flowable'));
    await fresh.result.current(result({ fields: [{ prop: 'a' }] }));
    expect(addForm.mock.calls[1][0].formKey).toMatch(/^leave_start_[a-z0-9]{4}$/);
    expect(saveModel).toHaveBeenLastCalledWith(expect.objectContaining({ startFormId: 'f2' }));
  });

  it('tells the user about a stale save instead of throwing at the designer', async () => {
    const error = vi.spyOn(message, 'error');
    saveModel.mockRejectedValueOnce(new ApiError('数据已被他人修改，请刷新后重试', 409, {}));
    const { result: hook } = renderHook(() => useSaveDesign(model, undefined, 'flowable'));
    await expect(hook.current(result())).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('数据已被他人修改，请刷新后重试');
  });
});
