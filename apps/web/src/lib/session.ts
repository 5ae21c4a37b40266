/**
 * The signed-in session: token, user info, tenant and the permission lists. Persistent parts live
 * in storage (spec key names); the zustand store mirrors them so components re-render.
 */
import { create } from 'zustand';
import type { LoginResult, MenuItem, PermissionEntry, Tenant, UserInfo } from '@bus/contracts';
import {
  ACCESS_TOKEN,
  CACHE_INCLUDED_ROUTES,
  OPEN_TABS,
  SEVEN_DAYS_MS,
  SYS_BUTTON_AUTH,
  TENANT_ID,
  USER_AUTH,
  USER_INFO,
  localStore,
  sessionStore,
} from './storage';
import { seedDictionaries, clearDictionaries } from './dict-cache-store';

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  tenantId: number;
  /** tenants offered at sign-in (memory only: for display) */
  tenants: Tenant[];
  menu: MenuItem[];
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

function readInitial(): SessionState {
  return {
    token: localStore.get<string>(ACCESS_TOKEN),
    userInfo: localStore.get<UserInfo>(USER_INFO),
    tenantId: Number(localStore.get<number>(TENANT_ID) ?? 0) || 0,
    tenants: [],
    menu: [],
    auth: sessionStore.get<PermissionEntry[]>(USER_AUTH) ?? [],
    allAuth: sessionStore.get<PermissionEntry[]>(SYS_BUTTON_AUTH) ?? [],
  };
}

export const useSessionStore = create<SessionState>(() => readInitial());

export function getToken(): string | null {
  return useSessionStore.getState().token ?? localStore.get<string>(ACCESS_TOKEN);
}

export function getTenantId(): number {
  return useSessionStore.getState().tenantId || Number(localStore.get<number>(TENANT_ID) ?? 0) || 0;
}

/** Store everything a successful sign-in returns (token and user info for 7 days). */
export function saveLogin(result: LoginResult): void {
  localStore.set(ACCESS_TOKEN, result.token, SEVEN_DAYS_MS);
  localStore.set(USER_INFO, result.userInfo, SEVEN_DAYS_MS);
  seedDictionaries(result.sysAllDictItems);
  const tenantId = result.userInfo.tenantid || (result.tenantList.length === 1 ? result.tenantList[0].id : 0);
  if (tenantId) localStore.set(TENANT_ID, tenantId, SEVEN_DAYS_MS);
  useSessionStore.setState({ token: result.token, userInfo: result.userInfo, tenantId, tenants: result.tenantList, menu: [], auth: [], allAuth: [] });
}

export function saveTenant(tenantId: number): void {
  localStore.set(TENANT_ID, tenantId, SEVEN_DAYS_MS);
  useSessionStore.setState({ tenantId });
}

export function saveUserInfo(userInfo: UserInfo): void {
  localStore.set(USER_INFO, userInfo, SEVEN_DAYS_MS);
  useSessionStore.setState({ userInfo });
}

export function savePermissions(menu: MenuItem[], auth: PermissionEntry[], allAuth: PermissionEntry[]): void {
  sessionStore.set(USER_AUTH, auth);
  sessionStore.set(SYS_BUTTON_AUTH, allAuth);
  useSessionStore.setState({ menu, auth, allAuth });
}

/** Forget the login locally (the server session is ended by the logout call, when there is one). */
export function clearLogin(): void {
  const userId = useSessionStore.getState().userInfo?.id;
  if (userId) sessionStore.remove(`${OPEN_TABS}:${userId}`);
  localStore.remove(ACCESS_TOKEN);
  localStore.remove(USER_INFO);
  localStore.remove(TENANT_ID);
  localStore.remove(CACHE_INCLUDED_ROUTES);
  sessionStore.remove(USER_AUTH);
  sessionStore.remove(SYS_BUTTON_AUTH);
  clearDictionaries();
  useSessionStore.setState({ token: null, userInfo: null, tenantId: 0, tenants: [], menu: [], auth: [], allAuth: [] });
}
