import { useRef, useState } from 'react';
import { Tabs, notification } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@bus/contracts';
import { greetingFor } from '../../../../lib/greeting';
import { safeRedirect } from '../../../../lib/redirect';
import { saveLogin } from '../../../../lib/session';
import { useSelectTenant } from '../api/select-tenant';
import { AccountLoginForm } from '../components/account-login-form';
import { PhoneLoginForm } from '../components/phone-login-form';
import { TenantSelectModal } from '../components/tenant-select-modal';

const HOME_PATH = '/dashboard/analysis';

/** Sign-in: account or phone; users of several tenants pick one; one-time passwords go to the change form. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState<LoginResult | null>(null);
  const tenantChosen = useRef<((tenantId: number | null) => void) | null>(null);
  const selectTenantMutation = useSelectTenant();
  const redirect = safeRedirect(searchParams.get('redirect'), HOME_PATH);

  const enter = (result: LoginResult) => {
    saveLogin(result);
    if (result.userInfo.mustChangePassword) {
      navigate(`/user/alteration?redirect=${encodeURIComponent(redirect)}`, { replace: true });
      return;
    }
    notification.success({ message: '欢迎', description: `${greetingFor()}，欢迎回来`, duration: 3 });
    navigate(redirect, { replace: true });
  };

  const onSuccess = async (result: LoginResult) => {
    if (result.tenantList.length > 1 && !result.userInfo.tenantid) {
      setPending(result);
      const tenantId = await new Promise<number | null>((resolve) => {
        tenantChosen.current = resolve;
      });
      setPending(null);
      if (tenantId === null) return;
      enter({ ...result, userInfo: { ...result.userInfo, tenantid: tenantId } });
      return;
    }
    enter(result);
  };

  const confirmTenant = async (tenantId: number) => {
    if (!pending) return;
    try {
      await selectTenantMutation.mutateAsync({ tenantId, token: pending.token });
      tenantChosen.current?.(tenantId);
    } catch {
      // the shared client has shown the server's message; the dialog stays open
    }
  };

  return (
    <>
      <Tabs
        centered
        defaultActiveKey="account"
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm onSuccess={onSuccess} /> },
          { key: 'phone', label: '手机号登录', children: <PhoneLoginForm onSuccess={onSuccess} /> },
        ]}
      />
      <TenantSelectModal
        open={pending !== null}
        tenants={pending?.tenantList ?? []}
        confirming={selectTenantMutation.isPending}
        onConfirm={confirmTenant}
        onCancel={() => tenantChosen.current?.(null)}
      />
    </>
  );
}
