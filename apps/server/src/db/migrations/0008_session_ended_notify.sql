-- A session that ends (sign-out, revocation, ban, expiry clean-up, account deletion) tells the
-- process holding its realtime stream, on commit, so the stream closes at once (L3).
CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'updately_events',
    json_build_object(
      'userId', OLD.user_id,
      'event', json_build_object('type', 'session_ended', 'data', json_build_object('sessionId', OLD.id))
    )::text
  );
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_ended
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
