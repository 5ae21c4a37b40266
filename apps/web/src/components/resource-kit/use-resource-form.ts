/**
 * The add / edit dialog of a resource (issue 23: 27 form modals repeated this): each time it opens
 * the form is emptied and filled from the record (or the blank values), a save sends the record's
 * id and version, its 422s land under their fields (useFormSubmit), 添加成功 / 编辑成功 is said
 * and the dialog closes.
 */
import type { RecordOf, AnyResource, SaveOf } from '@bus/contracts';
import { useModalForm, type FieldNameOf, type ModalForm } from '../form-modal';
import { formFieldNames } from './resource-form-items';
import type { ResourceApi } from './resource-api';

export interface ResourceFormOptions<R extends AnyResource, V extends object> {
  api: ResourceApi<R>;
  open: boolean;
  /** the record edited; absent: a new one */
  record?: RecordOf<R> | null;
  onClose(): void;
  /** a record as the form's values (the catalogue's form fields of the record when absent) */
  toValues?(record: RecordOf<R>): Partial<V>;
  /** the values of a new record */
  blank?: Partial<V>;
  /** the form's values as the save's body (the values themselves when absent) */
  toSave?(values: V, record?: RecordOf<R> | null): SaveOf<R>;
  fieldOf?: FieldNameOf;
  /** after the save (the dialog closes in any case) */
  onSaved?(saved: RecordOf<R>): void;
  /** what a save says (添加成功 / 编辑成功 when absent): a generated code */
  success?: string | null | ((saved: RecordOf<R>) => string | null);
}

export type ResourceForm<V extends object> = ModalForm<V>;

function pickFormValues(resource: AnyResource, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFieldNames(resource).map((name) => [name, record[name] ?? undefined]));
}

export function useResourceForm<R extends AnyResource, V extends object = Record<string, unknown>>(options: ResourceFormOptions<R, V>): ResourceForm<V> {
  const { api, toValues, toSave, ...rest } = options;
  const save = api.useSave();
  return useModalForm<RecordOf<R>, V, RecordOf<R>>({
    ...rest,
    noun: api.resource.noun,
    toValues: (record) => (toValues?.(record) ?? pickFormValues(api.resource, record as Record<string, unknown>)) as Partial<V>,
    save: (values, record) => {
      const body = (toSave ? toSave(values, record) : values) as SaveOf<R>;
      const identity = record ? { id: (record as { id: string }).id, version: (record as { version: number }).version } : {};
      return save.mutateAsync({ ...body, ...identity });
    },
  });
}
