/**
 * What the designer's 保存 does on the server: one request that writes the diagram as the
 * model's next version together with the start form when the designer changed it (a new version
 * of the model's start form, or a new start form the server links to the model), in one
 * transaction. A draft is asked for when the designer found lint errors and the user agreed.
 * Lock versions are carried from save to save; a 409 or 422 is told, never thrown at the
 * designer. Resolves to whether the save was stored.
 */
import { useRef } from 'react';
import { message } from 'antd';
import type { WfFormDetail, WfModelDetail, WorkflowEngine } from '@bus/contracts';
import type { DesignerSaveResult } from '@bus/bpmn-designer';
import { isApiError } from '../../../../lib/http';
import { useSaveModel } from '../api/save-model';
import { startFormChanged } from '../lib/start-form';

export function useSaveDesign(model: WfModelDetail, startForm: WfFormDetail | undefined, engine: WorkflowEngine) {
  const saveModel = useSaveModel();
  const modelVersion = useRef(model.version);
  // a start form that could not be loaded (deleted) is replaced by a new one on the next save
  const formState = useRef<{ version: number | undefined; schema: unknown }>({ version: startForm?.version, schema: startForm?.schema });

  return async (result: DesignerSaveResult): Promise<boolean> => {
    const edited = result.startForm as unknown as Record<string, unknown> | undefined;
    const formChanged = edited !== undefined && startFormChanged(formState.current.schema, edited);
    try {
      const { record, message: text } = await saveModel.mutateAsync({
        id: model.id,
        version: modelVersion.current,
        xml: result.xml,
        svg: result.svg,
        engine,
        ...(result.draft ? { draft: true } : {}),
        ...(formChanged ? { startForm: { schema: edited, ...(formState.current.version !== undefined ? { version: formState.current.version } : {}) } } : {}),
      });
      modelVersion.current = record.version;
      if (record.startForm) formState.current = { version: record.startForm.version, schema: edited };
      void (record.draft ? message.warning(text) : message.success(text));
      return true;
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors[0] : undefined;
      void message.error(field ? field.message : isApiError(error) ? error.message : '保存失败');
      return false;
    }
  };
}
