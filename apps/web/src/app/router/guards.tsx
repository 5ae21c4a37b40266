import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/redirect';
import { useSessionStore } from '../../lib/session';
import { HOME_PATH } from './route-table';

export function loginPathFor(fullPath: string): string {
  return `/user/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Any non-public route needs a stored token; without one, go to sign-in and come back after. */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/**
 * A signed-in user opening /user/login goes home, or to the page the sign-in was for (the same
 * guard fires the moment a sign-in stores its token), unless a one-time password must be replaced.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const mustChange = useSessionStore((state) => state.userInfo?.mustChangePassword);
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'), HOME_PATH);
  if (token && mustChange) return <Navigate to={`/user/alteration?redirect=${encodeURIComponent(target)}`} replace />;
  if (token) return <Navigate to={target} replace />;
  return <>{children}</>;
}
