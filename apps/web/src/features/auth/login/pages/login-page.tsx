import { lazy, Suspense, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@bus/contracts';
import { safeRedirect } from '../../../../lib/redirect';
import { saveLogin } from '../../../../lib/session';
import { useSelectTenant } from '../api/select-tenant';
import { AccountLoginForm } from '../components/account-login-form';
import { LoginTabs } from '../components/login-tabs';

// Loaded when needed, so the sign-in page stays small (issue 10: the shared validators with zod,
// and antd's Select, are not part of the first load).
const PhoneLoginForm = lazy(() => import('../components/phone-login-form').then((m) => ({ default: m.PhoneLoginForm })));
const TenantSelectModal = lazy(() => import('../components/tenant-select-modal').then((m) => ({ default: m.TenantSelectModal })));

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
    // antd's notification loads now, not with the sign-in page
    void import('../components/welcome-notice').then((welcome) => welcome.showWelcome());
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
      <LoginTabs
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm onSuccess={onSuccess} /> },
          {
            key: 'phone',
            label: '手机号登录',
            children: (
              <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
                <PhoneLoginForm onSuccess={onSuccess} />
              </Suspense>
            ),
          },
        ]}
      />
      {pending !== null && (
        <Suspense fallback={null}>
          <TenantSelectModal
            open
            tenants={pending.tenantList}
            confirming={selectTenantMutation.isPending}
            onConfirm={confirmTenant}
            onCancel={() => tenantChosen.current?.(null)}
          />
        </Suspense>
      )}
    </>
  );
}
