/**
 * A company's settings page (充值设置, 项目设置, 主题设置 …) as the server's settings kit serves it:
 * `{api}/get` read into the form, saved whole with the version read through `{api}/edit` (a 422
 * under its field, 保存成功, the saved record kept as the query's data), editable only with the
 * page's edit code.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Form } from 'antd';
import type { ApiReply, PermissionCode } from '@bus/contracts';
import { useFormSubmit } from '../form-modal';
import { getReply, http, unwrap } from '../../lib/http';
import { usePermission } from '../../lib/permissions';

export function useSettingForm<Values extends object, Record extends Values & { version: number }>({
  api,
  queryKey,
  editCode,
  toBody = (values) => values,
}: {
  /** '/isps/rechargeSetting' */
  api: string;
  /** the query other screens read the settings under too */
  queryKey: QueryKey;
  editCode: PermissionCode;
  /** the form's values as the server takes them (an empty upload as null …) */
  toBody?(values: Values): object;
}) {
  const setting = useQuery({ queryKey, queryFn: async () => unwrap(await getReply<Record>(`${api}/get`)), staleTime: 30_000 });
  const client = useQueryClient();
  const { can } = usePermission();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data as never);
  }, [setting.data, form]);
  const { submit, submitting } = useFormSubmit<Values, Record>({
    form,
    save: async (values) =>
      unwrap((await http.put<ApiReply<Record>>(`${api}/edit`, { ...toBody(values), version: setting.data?.version ?? 0 }, { skipErrorHandler: true })).data),
    success: '保存成功',
    onSaved: (saved) => client.setQueryData(queryKey, saved),
  });
  return { setting, form, submit, submitting, editable: can(editCode) };
}
