-- The spec's realtime subscription to DELETE events on profiles: however a profile row goes
-- (account deletion, an admin, plain SQL), the user's open tabs hear it on commit.
CREATE OR REPLACE FUNCTION notify_profile_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'updately_events',
    json_build_object('userId', OLD.user_id, 'event', json_build_object('type', 'profile_deleted'))::text
  );
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_deleted
  AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_profile_deleted();
