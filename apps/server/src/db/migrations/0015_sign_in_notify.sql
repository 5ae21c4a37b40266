-- Every server keeps the sessions it has looked up (findActiveSession). A change that can end or
-- alter a live session (a logout, a kick, a password change ending the other sessions, a frozen or
-- deleted user, changed roles) is announced on the channel sign_in_writes, and every server that
-- listens drops what it keeps. Refreshing a session's last-seen time is no such change.
CREATE OR REPLACE FUNCTION sign_in_writes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_in_writes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sys_session_sign_in_writes AFTER DELETE OR TRUNCATE ON sys_session FOR EACH STATEMENT EXECUTE FUNCTION sign_in_writes_notify();
--> statement-breakpoint
CREATE TRIGGER sys_session_sign_in_updates AFTER UPDATE ON sys_session FOR EACH ROW
  WHEN (OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION sign_in_writes_notify();
--> statement-breakpoint
CREATE TRIGGER sys_user_sign_in_writes AFTER DELETE OR TRUNCATE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION sign_in_writes_notify();
--> statement-breakpoint
CREATE TRIGGER sys_user_sign_in_updates AFTER UPDATE ON sys_user FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.status IS DISTINCT FROM NEW.status OR OLD.del_flag IS DISTINCT FROM NEW.del_flag OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password)
  EXECUTE FUNCTION sign_in_writes_notify();
--> statement-breakpoint
CREATE TRIGGER sys_user_role_sign_in_writes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role FOR EACH STATEMENT EXECUTE FUNCTION sign_in_writes_notify();
--> statement-breakpoint
CREATE TRIGGER sys_depart_role_user_sign_in_writes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart_role_user FOR EACH STATEMENT EXECUTE FUNCTION sign_in_writes_notify();
