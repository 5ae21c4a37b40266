/** The add / edit dialog of a resource whose form is just its catalogue's form fields. */
import { Form, Modal } from 'antd';
import type { RecordOf, AnyResource } from '@bus/contracts';
import { DisplayRuleScope } from '../element-display';
import type { ResourceApi } from './resource-api';
import { resourceFormItems, type FormItemOptions } from './resource-form-items';
import { useResourceForm } from './use-resource-form';

export interface ResourceFormModalProps<R extends AnyResource> {
  api: ResourceApi<R>;
  open: boolean;
  record?: RecordOf<R> | null;
  onClose(): void;
  /** the page whose element display rules apply (its menu URL) */
  displayRulesOf?: string;
  /** the fields, in order (the catalogue's form fields when absent) */
  fields?: readonly string[];
  /** fields a saved record may not change (a code) */
  fixedOnEdit?: readonly string[];
  /** a field's own control in place of its widget's (a picker of the area) */
  controls?: FormItemOptions['controls'];
  /** the values a new record starts with (the category chosen on the page) */
  blank?: Record<string, unknown>;
  width?: number;
}

export function ResourceFormModal<R extends AnyResource>({
  api,
  open,
  record,
  onClose,
  displayRulesOf,
  fields,
  fixedOnEdit,
  controls,
  blank,
  width = 560,
}: ResourceFormModalProps<R>) {
  const { form, modalProps } = useResourceForm({ api, open, record, onClose, ...(blank ? { blank } : {}) });
  const options: FormItemOptions = { ...(record && fixedOnEdit ? { readOnly: fixedOnEdit } : {}), ...(controls ? { controls } : {}) };
  const body = (
    <Form form={form} name={`${api.resource.api.replaceAll('/', '-').slice(1)}-form`} layout="vertical" autoComplete="off">
      {resourceFormItems(api.resource, fields, options)}
    </Form>
  );
  return (
    <Modal {...modalProps} width={width}>
      {displayRulesOf ? <DisplayRuleScope targetUrl={displayRulesOf}>{body}</DisplayRuleScope> : body}
    </Modal>
  );
}
