-- Every change to an account tells every API instance to forget its cached copy (auth reads the
-- account from memory, so a reset password or a deleted account must reach each cache at once).
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
