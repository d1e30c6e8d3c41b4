CREATE TABLE "session_expiry_hours" (
	"hour" bigint NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_expiry_hours_pkey" PRIMARY KEY("hour")
);
--> statement-breakpoint
CREATE TABLE "session_expiry_hours_delta" (
	"hour" bigint NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written below
-- Live sessions for the security page (ADR 0061): sessions by the UTC hour they expire, and
-- people by the hour their last session expires, kept by triggers on sessions through deltas the
-- analytics fold job moves in. The page then reads a few hundred hour rows and the sessions
-- still ahead in this hour, however many sessions are live.
CREATE OR REPLACE FUNCTION session_expiry_hour(at timestamptz) RETURNS bigint AS $$
  SELECT floor(extract(epoch FROM at) / 3600)::bigint
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- `session` of `person` moves from expiring at `old_at` to `new_at` (null: none, a new or a
-- gone session). The person's last expiry depends on their other sessions, so their changes
-- take turns (a lock per person, not a shared row). BEFORE triggers: the table still holds the
-- session as it was.
CREATE OR REPLACE FUNCTION session_expiry_move(
  person uuid, session uuid, old_at timestamptz, new_at timestamptz
) RETURNS void AS $$
DECLARE
  last_before timestamptz;
  last_after timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('session_expiry'), hashtext(person::text));
  SELECT max(expires_at) INTO last_before FROM sessions WHERE user_id = person;
  SELECT greatest(max(expires_at), new_at) INTO last_after FROM sessions
    WHERE user_id = person AND id IS DISTINCT FROM session;
  INSERT INTO session_expiry_hours_delta (hour, sessions, users)
    SELECT hour, sum(s), sum(u) FROM (
      SELECT session_expiry_hour(old_at) AS hour, -1 AS s, 0 AS u WHERE old_at IS NOT NULL
      UNION ALL SELECT session_expiry_hour(new_at), 1, 0 WHERE new_at IS NOT NULL
      UNION ALL SELECT session_expiry_hour(last_before), 0, -1 WHERE last_before IS NOT NULL
      UNION ALL SELECT session_expiry_hour(last_after), 0, 1 WHERE last_after IS NOT NULL
    ) c
    GROUP BY hour HAVING sum(s) <> 0 OR sum(u) <> 0;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_expiry_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM session_expiry_move(NEW.user_id, NEW.id, NULL, NEW.expires_at);
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM session_expiry_move(OLD.user_id, OLD.id, OLD.expires_at, NULL);
    RETURN OLD;
  END IF;
  IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    PERFORM session_expiry_move(OLD.user_id, OLD.id, OLD.expires_at, NULL);
    PERFORM session_expiry_move(NEW.user_id, NEW.id, NULL, NEW.expires_at);
  ELSE
    PERFORM session_expiry_move(NEW.user_id, NEW.id, OLD.expires_at, NEW.expires_at);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_expiry_write BEFORE INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_expiry_trigger();
--> statement-breakpoint
-- A session slides (its expiry moves) at most once a day (SESSION_UPDATE_AGE).
CREATE TRIGGER session_expiry_update BEFORE UPDATE ON sessions
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION session_expiry_trigger();
--> statement-breakpoint
-- Skipped while another fold or a rebuild holds the lock: readers add the pending deltas.
CREATE OR REPLACE FUNCTION session_expiry_fold() RETURNS boolean AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('session_expiry_rollup')) THEN RETURN false; END IF;
  WITH d AS (DELETE FROM session_expiry_hours_delta RETURNING *)
  INSERT INTO session_expiry_hours AS t (hour, sessions, users)
    SELECT hour, sum(sessions), sum(users) FROM d GROUP BY hour
  ON CONFLICT (hour) DO UPDATE
    SET sessions = t.sessions + excluded.sessions, users = t.users + excluded.users;
  -- Hours whose sessions have all gone (signed out, or deleted once expired).
  DELETE FROM session_expiry_hours WHERE sessions = 0 AND users = 0;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_expiry_rebuild() RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('session_expiry_rollup'));
  DELETE FROM session_expiry_hours_delta;
  DELETE FROM session_expiry_hours;
  INSERT INTO session_expiry_hours (hour, sessions, users)
    SELECT hour, sum(s), sum(u) FROM (
      SELECT session_expiry_hour(expires_at) AS hour, 1 AS s, 0 AS u FROM sessions
      UNION ALL
      SELECT session_expiry_hour(max(expires_at)), 0, 1 FROM sessions GROUP BY user_id
    ) c
    GROUP BY hour;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT session_expiry_rebuild();
--> statement-breakpoint
ANALYZE session_expiry_hours;
--> statement-breakpoint
-- The rollups' delta tables take a row per write and are emptied every minute: without vacuum their
-- pages fill with dead rows, and a read of a range of days scanned them all (915 pages for 2 live
-- rows after a day of writes, with autovacuum off as on the CI machine). Readers now find their
-- days through an index, and autovacuum visits each delta table after every 1,000 dead rows
-- instead of after a fifth of its (tiny) size.
CREATE INDEX analytics_sign_ups_delta_day_idx ON analytics_sign_ups_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_journeys_delta_day_idx ON analytics_journeys_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_requests_delta_day_idx ON analytics_requests_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_brands_delta_day_idx ON analytics_brands_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_confirm_times_delta_day_idx ON analytics_confirm_times_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_funnel_delta_day_idx ON analytics_funnel_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_security_delta_day_idx ON analytics_security_delta (day);
--> statement-breakpoint
CREATE INDEX analytics_active_delta_day_idx ON analytics_active_delta (day);
--> statement-breakpoint
ALTER TABLE analytics_sign_ups_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_journeys_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_requests_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_brands_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_confirm_times_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_funnel_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_security_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE analytics_active_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE brand_hand_journeys_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
ALTER TABLE session_expiry_hours_delta SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
