/**
 * Routes (spec 01 section 2): public sign-in pages in the login layout, everything else behind
 * the token guard in the lazily loaded main shell, which resolves menu-built routes itself.
 * Nothing heavy is imported here: the login route stays small.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { AppErrorPage } from './app-error-page';
import { PageLoading } from './router-loading';
import { RedirectIfSignedIn, RequireToken } from './guards';
import { ScrollToTop } from './scroll-to-top';

const LoginLayout = lazy(() => import('../layout/login-layout'));
const LoginPage = lazy(() => import('../../features/auth/login/pages/login-page'));
const AlterationPage = lazy(() => import('../../features/account/password/pages/alteration-page'));
const PlaceholderPage = lazy(() => import('../../components/placeholder-page'));
const SecureApp = lazy(() => import('../layout/secure-app'));

const suspend = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export const routes = [
  {
    element: <Root />,
    errorElement: <AppErrorPage />,
    children: [
      {
        path: '/user',
        element: suspend(<LoginLayout />),
        children: [
          { index: true, element: <Navigate to="/user/login" replace /> },
          { path: 'login', element: <RedirectIfSignedIn>{suspend(<LoginPage />)}</RedirectIfSignedIn> },
          { path: 'register', element: suspend(<PlaceholderPage title="用户注册" />) },
          { path: 'register-result', element: suspend(<PlaceholderPage title="注册结果" />) },
          { path: 'alteration', element: suspend(<AlterationPage />) },
          { path: '*', element: <Navigate to="/user/login" replace /> },
        ],
      },
      {
        path: '/privacy',
        element: suspend(<LoginLayout />),
        children: [
          { path: 'agreement', element: suspend(<PlaceholderPage title="隐私协议" />) },
          { path: 'customization', element: suspend(<PlaceholderPage title="隐私定制" />) },
        ],
      },
      { path: '*', element: <RequireToken>{suspend(<SecureApp />)}</RequireToken> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
