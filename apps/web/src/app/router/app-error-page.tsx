/**
 * What shows when the shell itself fails (a page's own failure stays in its tab, see
 * layout/page-error-boundary.tsx): a Chinese message, the logged error id and a way back, instead
 * of React Router's English "Unexpected Application Error!". Plain elements only: it is part of
 * the first load, and must work when a chunk could not be fetched.
 */
import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { newErrorId } from '../../lib/client-error/error-id';

export function AppErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const route = location.pathname + location.search;
  const [errorId] = useState(newErrorId);
  useEffect(() => {
    // the reporter (with the contracts' limits) loads only when something failed
    void import('../../lib/client-error').then(({ clientErrorReport, reportClientError }) => reportClientError(clientErrorReport(errorId, route, error)));
  }, [error, errorId, route]);

  return (
    <div role="alert" style={{ maxWidth: 520, margin: '15vh auto', padding: 24, textAlign: 'center', fontSize: 14, color: 'rgba(0,0,0,0.88)' }}>
      <h1 style={{ fontSize: 22, fontWeight: 500, margin: '0 0 12px' }}>系统出错了</h1>
      <p style={{ color: 'rgba(0,0,0,0.6)', margin: '0 0 8px' }}>页面遇到了意外错误。请重新加载；如果仍然出错，请把错误编号告诉管理员。</p>
      <p style={{ color: 'rgba(0,0,0,0.6)', margin: '0 0 24px' }}>错误编号：{errorId}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '4px 15px', marginRight: 8, cursor: 'pointer' }}>
        重新加载
      </button>
      <a href="/">返回首页</a>
    </div>
  );
}
