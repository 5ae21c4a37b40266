import type { Database } from '../db/client';

/** The signed-in user of a request, set by the auth plugin. */
export interface SessionContext {
  sessionId: string;
  userId: string;
  username: string;
  tenantId: number;
  mustChangePassword: boolean;
  /** how the session was proven ('sms': an SMS code); absent for the server's own actors, who never change a password */
  signedInBy?: 'password' | 'sms';
  /** the user's roles and department roles, read with the session (sorted ids) */
  roleSet?: { roleIds: string[]; departRoleIds: string[] };
}

/**
 * What a service needs to act for the signed-in user: the database, the session and the time of
 * the action. Every authenticated route has one as `request.ctx` (made by the auth plugin);
 * services take it whole instead of declaring their own copy.
 */
export interface RequestContext {
  db: Database;
  session: SessionContext;
  now: Date;
}
