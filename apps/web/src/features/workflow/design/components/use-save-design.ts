/**
 * What the designer's 保存 does on the server: the start form first (a new version of the model's
 * start form, or a new start form linked to the model), then the diagram as the model's next
 * version. Lock versions are carried from save to save; a 409 or 422 is told, never thrown at
 * the designer.
 */
import { useRef } from 'react';
import { message } from 'antd';
import type { WfFormDetail, WfModelDetail, WorkflowEngine } from '@bus/contracts';
import type { DesignerSaveResult } from '@bus/bpmn-designer';
import { isApiError } from '../../../../lib/http';
import { addForm } from '../api/add-form';
import { useSaveForm } from '../api/save-form';
import { useSaveModel } from '../api/save-model';
import { alternativeFormKey, startFormChanged, startFormKeyOf, startFormNameOf } from '../lib/start-form';

async function createStartForm(result: DesignerSaveResult, schema: Record<string, unknown>) {
  const input = { name: startFormNameOf(result.processName || result.processKey), kind: 'start' as const, schema };
  try {
    return await addForm({ ...input, formKey: startFormKeyOf(result.processKey) });
  } catch (error) {
    // another form already has the key: keep the link by id, the key only needs to be unique
    if (!isApiError(error) || error.fieldErrors[0]?.field !== 'formKey') throw error;
    return addForm({ ...input, formKey: alternativeFormKey(startFormKeyOf(result.processKey)) });
  }
}

export function useSaveDesign(model: WfModelDetail, startForm: WfFormDetail | undefined, engine: WorkflowEngine) {
  const saveModel = useSaveModel();
  const saveForm = useSaveForm();
  const modelVersion = useRef(model.version);
  // a start form that could not be loaded (deleted) is replaced by a new one on the next save
  const formState = useRef<{ id: string | null; version: number; schema: unknown }>({ id: startForm?.id ?? null, version: startForm?.version ?? 0, schema: startForm?.schema });

  return async (result: DesignerSaveResult): Promise<void> => {
    try {
      let linkFormId: string | undefined;
      const edited = result.startForm as unknown as Record<string, unknown> | undefined;
      if (edited && startFormChanged(formState.current.schema, edited)) {
        if (formState.current.id) {
          const { record } = await saveForm.mutateAsync({ id: formState.current.id, version: formState.current.version, schema: edited, comment: '流程设计器保存' });
          formState.current = { id: record.id, version: record.version, schema: edited };
        } else {
          const record = await createStartForm(result, edited);
          formState.current = { id: record.id, version: record.version, schema: edited };
          linkFormId = record.id;
        }
      }
      const { record, message: text } = await saveModel.mutateAsync({ id: model.id, version: modelVersion.current, xml: result.xml, svg: result.svg, engine, ...(linkFormId ? { startFormId: linkFormId } : {}) });
      modelVersion.current = record.version;
      void message.success(text);
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors[0] : undefined;
      void message.error(field ? field.message : isApiError(error) ? error.message : '保存失败');
    }
  };
}
