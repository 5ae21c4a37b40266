// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { message } from 'antd';
import type { WfFormDetail, WfModelDetail } from '@bus/contracts';
import { ApiError } from '../../../../lib/http';

const saveModel = vi.fn();
vi.mock('../api/save-model', () => ({ useSaveModel: () => ({ mutateAsync: saveModel }) }));

const { useSaveDesign } = await import('../components/use-save-design');

const model = { id: 'm1', version: 4, startFormId: null } as unknown as WfModelDetail;
const result = (startForm?: object, draft = false) =>
  ({ xml: '<definitions/>', svg: '<svg/>', processKey: 'leave', processName: '请假', startForm, draft }) as never;
const saved = (version: number, latest: number, startForm: object | null = null, draft = false) => ({
  record: { id: 'm1', version, latestVersion: latest, draft, startForm },
  message: draft ? `已保存为草稿（版本 ${latest}）` : `保存成功（版本 ${latest}）`,
});

afterEach(() => vi.clearAllMocks());

describe('saving the designer', () => {
  it('sends the diagram and the changed start form in one request, and carries both lock versions to the next save', async () => {
    const success = vi.spyOn(message, 'success').mockImplementation(() => undefined as never);
    saveModel.mockResolvedValueOnce(saved(5, 2, { id: 'f1', version: 0 })).mockResolvedValueOnce(saved(6, 3, { id: 'f1', version: 1 }));
    const { result: hook } = renderHook(() => useSaveDesign(model, undefined, 'camunda'));

    await expect(hook.current(result({ fields: [{ prop: 'reason' }] }))).resolves.toBe(true);
    expect(saveModel).toHaveBeenCalledTimes(1);
    expect(saveModel).toHaveBeenLastCalledWith({
      id: 'm1',
      version: 4,
      xml: '<definitions/>',
      svg: '<svg/>',
      engine: 'camunda',
      startForm: { schema: { fields: [{ prop: 'reason' }] } },
    });
    expect(success).toHaveBeenLastCalledWith('保存成功（版本 2）');

    await hook.current(result({ fields: [{ prop: 'reason' }, { prop: 'days' }] }));
    expect(saveModel).toHaveBeenLastCalledWith(
      expect.objectContaining({ version: 5, startForm: { schema: { fields: [{ prop: 'reason' }, { prop: 'days' }] }, version: 0 } }),
    );
  });

  it('sends no start form when it did not change, and asks for a draft when the designer says so', async () => {
    const warning = vi.spyOn(message, 'warning').mockImplementation(() => undefined as never);
    const startForm = { id: 'f9', version: 3, schema: { fields: [] } } as unknown as WfFormDetail;
    saveModel.mockResolvedValue(saved(5, 2, null, true));
    const linked = renderHook(() => useSaveDesign({ ...model, startFormId: 'f9' }, startForm, 'flowable'));
    await linked.result.current(result({ fields: [] }, true));
    expect(saveModel.mock.lastCall![0]).not.toHaveProperty('startForm');
    expect(saveModel.mock.lastCall![0]).toMatchObject({ draft: true });
    expect(warning).toHaveBeenCalledWith('已保存为草稿（版本 2）');
  });

  it('tells the user about a stale save or the lint errors the server found instead of throwing at the designer', async () => {
    const error = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
    saveModel.mockRejectedValueOnce(new ApiError('数据已被他人修改，请刷新后重试', 409, {}));
    const { result: hook } = renderHook(() => useSaveDesign(model, undefined, 'flowable'));
    await expect(hook.current(result())).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('数据已被他人修改，请刷新后重试');

    const refused = '流程有 1 个错误，只能保存为草稿：流程缺少结束事件（leave）';
    saveModel.mockRejectedValueOnce(new ApiError(refused, 422, { result: { errors: [{ field: 'xml', message: refused }] } }));
    await expect(hook.current(result())).resolves.toBe(false);
    expect(error).toHaveBeenLastCalledWith(refused);
  });
});
