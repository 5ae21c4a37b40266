/**
 * The full-screen form designer on a saved form: each save of the designer is a new version
 * (保存成功（版本 N）); the lock version read is carried from save to save, so a form someone
 * else saved meanwhile is refused with 409 instead of overwritten.
 */
import { Suspense, useEffect, useRef } from 'react';
import { Spin, message } from 'antd';
import type { FormSchema } from '@bus/bpmn-designer';
import { isApiError } from '../../../../lib/http';
import { useWorkflowForm } from '../api/get-form';
import { useSaveForm } from '../api/save-form';
import { LazyFormDesigner } from './lazy-designer';

export function FormDesignDialog({ formId, onClose }: { formId: string; onClose(): void }) {
  const detail = useWorkflowForm(formId);
  const save = useSaveForm();
  const lockVersion = useRef<number | null>(null);

  useEffect(() => {
    if (detail.data && lockVersion.current === null) lockVersion.current = detail.data.version;
  }, [detail.data]);

  const onChange = async (schema: FormSchema) => {
    if (lockVersion.current === null) return;
    try {
      const { record, message: text } = await save.mutateAsync({
        id: formId,
        version: lockVersion.current,
        schema: schema as unknown as Record<string, unknown>,
      });
      lockVersion.current = record.version;
      void message.success(text);
    } catch (error) {
      void message.error(isApiError(error) ? error.message : '保存失败');
    }
  };

  if (!detail.data) return detail.isError ? null : <Spin fullscreen />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <LazyFormDesigner
        title={`表单设计：${detail.data.name}`}
        value={detail.data.schema as unknown as FormSchema}
        onChange={(schema) => void onChange(schema)}
        onClose={onClose}
      />
    </Suspense>
  );
}
