/** A form row as the API shows it (without its JSON): the form routes and the designer save. */
import type { WfFormRecord } from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import type { FormRow } from './form.service';

export const toFormRecord = (row: Omit<FormRow, 'schemaJson'>): WfFormRecord => ({
  id: row.id,
  formKey: row.formKey,
  name: row.name,
  kind: row.kind as WfFormRecord['kind'],
  description: row.description,
  latestVersion: row.latestVersion,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
  updateBy: row.updateBy,
  updateTime: formatDateTime(row.updateTime),
  version: row.version,
});
