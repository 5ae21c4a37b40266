import { useEffect, useState } from 'react';
import { Form, Modal, Select, message } from 'antd';
import { useCurrentUserDeparts } from '../../../../lib/api/get-current-user-departs';
import { useSessionStore } from '../../../../lib/session';
import { useSelectDepart } from '../api/select-depart';

export const NO_DEPART_MESSAGE = '您尚未设置部门信息!';

/** The header's department switch (width 450). */
export function SwitchDepartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isLoading } = useCurrentUserDeparts(open);
  const username = useSessionStore((state) => state.userInfo?.username);
  const mutation = useSelectDepart();
  const [orgCode, setOrgCode] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) {
      setTouched(false);
      setOrgCode(undefined);
    }
  }, [open]);

  useEffect(() => {
    if (open && data && data.list.length === 0) {
      void message.warning(NO_DEPART_MESSAGE);
      onClose();
    }
  }, [open, data, onClose]);

  const current = data?.list.find((depart) => depart.orgCode === data.orgCode);
  const missing = touched && !orgCode;

  const submit = async () => {
    setTouched(true);
    if (!orgCode) return;
    try {
      await mutation.mutateAsync({ orgCode, username });
      void message.success('部门切换成功');
      onClose();
    } catch {
      // the shared client showed the server's message
    }
  };

  return (
    <Modal
      title="部门选择"
      open={open}
      width={450}
      okText="确定"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        {current && (
          <Form.Item label="当前部门">
            <span>{current.departName}</span>
          </Form.Item>
        )}
        <Form.Item label="选择部门" required validateStatus={missing ? 'error' : undefined} help={missing ? '请选择部门' : undefined}>
          <Select
            loading={isLoading}
            placeholder="请选择部门"
            value={orgCode}
            onChange={setOrgCode}
            options={(data?.list ?? []).map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
