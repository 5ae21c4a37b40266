/** Add / edit / view a user (modal 800 wide). Server field errors land on their fields; a stale edit keeps the form open. */
import { useEffect } from 'react';
import { Alert, Col, DatePicker, Form, Input, Modal, Row, Select, Spin, Tooltip, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  emailRule,
  idCard,
  mobile,
  parseIdCard,
  passwordRule,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  toFormRule,
  usernameRule,
  CANNOT_GRANT_ROLE_TIP,
  type UserRecord,
} from '@bus/contracts';
import { useDictItems } from '../../../../lib/dict-cache';
import { useSessionStore } from '../../../../lib/session';
import { checkDuplicate, type DuplicateField } from '../api/check-duplicate';
import { useDepartTree, usePositionOptions, useRoleOptions, type RoleOption } from '../api/form-options';
import { useUserLinks } from '../api/get-user-links';
import { usersApi } from '../api/users-api';
import { formFieldOf, toAddRequest, toEditRequest, toFormValues, type UserFormValues } from './user-form-values';
import { useFormSubmit } from '../../../../components/form-modal';

export type UserFormMode = 'add' | 'edit' | 'view';

interface UserFormModalProps {
  open: boolean;
  mode: UserFormMode;
  record?: UserRecord;
  onClose(): void;
}

const TITLES: Record<UserFormMode, string> = { add: '新增用户', edit: '编辑用户', view: '用户详情' };
const EMPTY: Partial<UserFormValues> = { status: 1, roleIds: [], departIds: [] };
const OWN_ROLES_TIP = '不能修改自己的角色';

/** Roles the signed-in user cannot hand out are greyed out (a held one stays, and cannot be removed). */
const roleSelectOptions = (roles: RoleOption[]) => roles.map((r) => ({ value: r.id, label: r.roleName, disabled: r.grantable === false }));

export function UserFormModal({ open, mode, record, onClose }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const links = useUserLinks(open && mode !== 'add' ? record?.id : undefined);
  const departs = useDepartTree(open);
  const roles = useRoleOptions(open);
  const positions = usePositionOptions(open);
  const sexItems = useDictItems('sex');
  const statusItems = useDictItems('user_status');
  const saveUser = usersApi.useSave();
  const readOnly = mode === 'view';
  // the server refuses anyone changing their own roles, so the form does not offer it
  const myId = useSessionStore((s) => s.userInfo?.id);
  const ownRecord = mode !== 'add' && !!record && record.id === myId;

  useEffect(() => {
    if (!open) return;
    if (mode === 'add' || !record) form.setFieldsValue(EMPTY);
    else if (links.data) form.setFieldsValue(toFormValues(record, links.data));
  }, [open, mode, record, links.data, form]);

  const duplicateRule = (field: DuplicateField) => ({
    validateTrigger: 'onBlur',
    validator: async (_: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text || readOnly) return;
      const problem = await checkDuplicate(field, text, record?.id);
      if (problem) throw new Error(problem);
    },
  });

  const fillFromIdCard = (value: string) => {
    const info = parseIdCard(value ?? '');
    if (!info) return;
    if (!form.getFieldValue('birthday')) form.setFieldValue('birthday', info.birthday);
    if (!form.getFieldValue('sex')) form.setFieldValue('sex', Number(info.sex));
  };

  const close = () => {
    form.resetFields();
    onClose();
  };

  const { submit } = useFormSubmit({
    form,
    save: (values) => saveUser.mutateAsync(mode === 'add' ? toAddRequest(values) : toEditRequest(values, record!)),
    fieldOf: formFieldOf,
    success: mode === 'add' ? '添加成功' : '修改成功',
    onSaved: close,
  });

  const optionsFailed = departs.isError || departs.data?.length === 0;
  return (
    <Modal
      title={TITLES[mode]}
      open={open}
      width={800}
      okText="确定"
      cancelText={readOnly ? '关闭' : '取消'}
      okButtonProps={{ style: readOnly ? { display: 'none' } : undefined }}
      confirmLoading={saveUser.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      <Spin spinning={mode !== 'add' && links.isLoading}>
        {!readOnly && optionsFailed && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={departs.isError ? '部门数据加载失败，暂时无法选择部门' : '暂无可选部门'} />
        )}
        <Form form={form} name="userForm" layout="vertical" disabled={readOnly} initialValues={EMPTY} autoComplete="off">
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                label="账号"
                name="username"
                validateTrigger={['onChange', 'onBlur']}
                rules={[{ required: true, message: '请输入账号' }, toFormRule(usernameRule), ...(mode === 'add' ? [duplicateRule('username')] : [])]}
              >
                <Input placeholder="请输入账号" maxLength={32} disabled={mode !== 'add'} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="姓名" name="realname" rules={[{ required: true, message: '请输入姓名' }]}>
                <Input placeholder="请输入姓名" maxLength={50} />
              </Form.Item>
            </Col>
            {mode === 'add' && (
              <>
                <Col span={12}>
                  <Form.Item
                    label="登录密码"
                    name="password"
                    extra={PASSWORD_POLICY_MESSAGE}
                    rules={[{ required: true, message: '请输入密码' }, toFormRule(passwordRule)]}
                  >
                    <Input.Password placeholder="请输入登录密码" autoComplete="new-password" maxLength={128} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    label="确认密码"
                    name="confirmpassword"
                    dependencies={['password']}
                    rules={[
                      { required: true, message: '请再次输入密码' },
                      {
                        validator: (_, value) =>
                          !value || value === form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH_MESSAGE)),
                      },
                    ]}
                  >
                    <Input.Password placeholder="请再次输入登录密码" autoComplete="new-password" maxLength={128} />
                  </Form.Item>
                </Col>
              </>
            )}
            <Col span={12}>
              <Form.Item
                label="工号"
                name="workNo"
                validateTrigger={['onChange', 'onBlur']}
                rules={[{ required: true, message: '请输入工号' }, duplicateRule('workNo')]}
              >
                <Input placeholder="请输入工号" maxLength={32} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="职务" name="post">
                <Select
                  allowClear
                  placeholder="请选择职务"
                  options={(positions.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
                  notFoundContent="暂无职务"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="角色" name="roleIds" tooltip={ownRecord ? OWN_ROLES_TIP : undefined}>
                <Select
                  mode="multiple"
                  allowClear={!ownRecord}
                  disabled={ownRecord && !readOnly}
                  placeholder="请选择角色"
                  optionFilterProp="label"
                  options={roleSelectOptions(roles.data ?? [])}
                  optionRender={(option) => (option.data.disabled ? <Tooltip title={CANNOT_GRANT_ROLE_TIP}>{option.label}</Tooltip> : option.label)}
                  notFoundContent="暂无角色"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="所属部门" name="departIds">
                <TreeSelect
                  multiple
                  treeCheckable
                  treeCheckStrictly={false}
                  showCheckedStrategy={TreeSelect.SHOW_ALL}
                  allowClear
                  placeholder="请选择部门"
                  treeData={departs.data ?? []}
                  treeDefaultExpandAll
                  notFoundContent="暂无部门"
                  maxTagCount={3}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="身份证号" name="idCard" validateTrigger={['onChange', 'onBlur']} rules={[toFormRule(idCard), duplicateRule('idCard')]}>
                <Input placeholder="请输入身份证号" maxLength={18} onBlur={(e) => fillFromIdCard(e.target.value)} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="生日"
                name="birthday"
                getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : undefined })}
                normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
              >
                <DatePicker style={{ width: '100%' }} placeholder="请选择生日" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="性别" name="sex">
                <Select allowClear placeholder="请选择性别" options={(sexItems.data ?? []).map((i) => ({ value: Number(i.value), label: i.text }))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="手机号" name="phone" validateTrigger={['onChange', 'onBlur']} rules={[toFormRule(mobile), duplicateRule('phone')]}>
                <Input placeholder="请输入手机号" maxLength={11} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="邮箱" name="email" rules={[toFormRule(emailRule)]}>
                <Input placeholder="请输入邮箱" maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
                <Select options={(statusItems.data ?? []).map((i) => ({ value: Number(i.value), label: i.text }))} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
