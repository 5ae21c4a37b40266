import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import type { Tenant } from '@bus/contracts';

interface TenantSelectModalProps {
  open: boolean;
  tenants: Tenant[];
  confirming: boolean;
  onConfirm: (tenantId: number) => void;
  onCancel: () => void;
}

/** Users of several tenants choose one before entering. */
export function TenantSelectModal({ open, tenants, confirming, onConfirm, onCancel }: TenantSelectModalProps) {
  const [tenantId, setTenantId] = useState<number | undefined>();
  const [touched, setTouched] = useState(false);
  const missing = touched && tenantId === undefined;
  return (
    <Modal
      title="请选择租户"
      open={open}
      okText="确定"
      cancelText="取消"
      confirmLoading={confirming}
      maskClosable={false}
      onCancel={onCancel}
      onOk={() => {
        setTouched(true);
        if (tenantId !== undefined) onConfirm(tenantId);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="租户" required validateStatus={missing ? 'error' : undefined} help={missing ? '请选择租户' : undefined}>
          <Select
            placeholder="请选择租户"
            value={tenantId}
            onChange={setTenantId}
            options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
