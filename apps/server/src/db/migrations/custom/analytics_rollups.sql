-- Admin analytics rollups (ADR 0051): triggers append signed rows to the *_delta tables,
-- analytics_fold() moves them into the rollups, analytics_rebuild() recomputes everything.
-- Row-level BEFORE triggers are used where a figure depends on other rows (does the person have
-- another footprint? did the company already confirm?): they see the rows the same statement
-- changed before, so a multi-row statement is counted row by row.
CREATE OR REPLACE FUNCTION analytics_day(at timestamptz) RETURNS date AS $$
  SELECT (at AT TIME ZONE 'UTC')::date
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_bucket(seconds double precision) RETURNS smallint AS $$
  SELECT CASE WHEN seconds < 1 THEN 0 ELSE floor(log(2, seconds::numeric) * 6)::smallint END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- One request's part of every request figure, added (sign 1) or taken away (sign -1).
CREATE OR REPLACE FUNCTION analytics_request_delta(r update_requests, confirmed boolean, sign int)
RETURNS void AS $$
DECLARE
  done_by text := CASE WHEN r.status::text <> 'completed' THEN ''
    WHEN confirmed THEN 'company' ELSE 'person' END;
  handed boolean := r.channel::text NOT IN ('manual', 'web_form', 'phone');
  is_sent boolean := handed AND r.sent_at IS NOT NULL;
  seconds double precision := extract(epoch FROM r.completed_at - r.sent_at);
  d date := analytics_day(r.created_at);
BEGIN
  INSERT INTO analytics_requests_delta (day, channel, status, done_by, sent, requests)
    VALUES (d, r.channel, r.status, done_by, r.sent_at IS NOT NULL, sign);
  IF r.brand_id IS NOT NULL THEN
    INSERT INTO analytics_brands_delta (brand_id, day, sent, confirmed, done_by_person, checklists)
      VALUES (r.brand_id, d, CASE WHEN is_sent THEN sign ELSE 0 END,
        CASE WHEN is_sent AND done_by = 'company' THEN sign ELSE 0 END,
        CASE WHEN done_by = 'person' THEN sign ELSE 0 END,
        CASE WHEN NOT handed AND r.sent_at IS NOT NULL THEN sign ELSE 0 END);
  END IF;
  IF is_sent AND done_by = 'company' AND seconds IS NOT NULL THEN
    INSERT INTO analytics_confirm_times_delta (day, dimension, key, bucket, confirmations, seconds)
      SELECT d, k.dimension, k.key, analytics_bucket(seconds), sign, sign * seconds
      FROM (VALUES ('channel', r.channel::text), ('brand', r.brand_id::text)) k(dimension, key)
      WHERE k.key IS NOT NULL;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_confirmed(request uuid) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM update_request_events e
                 WHERE e.request_id = request AND e.type = 'confirmed')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Moves a person's funnel row from what it is now to what it will be once the change lands:
-- a null step keeps its current value.
CREATE OR REPLACE FUNCTION analytics_funnel_move(
  person uuid, footprints_after boolean, journey_after boolean, confirmed_after boolean
) RETURNS void AS $$
DECLARE
  signed_up timestamptz;
  f boolean; j boolean; c boolean;
  f2 boolean; j2 boolean; c2 boolean;
BEGIN
  SELECT created_at INTO signed_up FROM users WHERE id = person;
  IF NOT FOUND THEN RETURN; END IF; -- the person is being deleted: their row went with them
  f := EXISTS (SELECT 1 FROM digital_footprints WHERE user_id = person);
  j := EXISTS (SELECT 1 FROM journeys WHERE user_id = person);
  c := EXISTS (SELECT 1 FROM update_requests r WHERE r.user_id = person
               AND r.status::text = 'completed' AND analytics_confirmed(r.id));
  f2 := coalesce(footprints_after, f);
  j2 := coalesce(journey_after, j);
  c2 := coalesce(confirmed_after, c);
  IF (f, j, c) IS NOT DISTINCT FROM (f2, j2, c2) THEN RETURN; END IF;
  INSERT INTO analytics_funnel_delta (day, signed_up, footprints, journey, confirmed)
    VALUES (analytics_day(signed_up), 0,
      f2::int - f::int,
      (f2 AND j2)::int - (f AND j)::int,
      (f2 AND j2 AND c2)::int - (f AND j AND c)::int);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_users_trigger() RETURNS trigger AS $$
DECLARE
  person users := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  f boolean; j boolean; c boolean;
BEGIN
  f := EXISTS (SELECT 1 FROM digital_footprints WHERE user_id = person.id);
  j := EXISTS (SELECT 1 FROM journeys WHERE user_id = person.id);
  c := EXISTS (SELECT 1 FROM update_requests r WHERE r.user_id = person.id
               AND r.status::text = 'completed' AND analytics_confirmed(r.id));
  -- A person's sign-up and funnel row: taken from the old day, added to the new one.
  INSERT INTO analytics_sign_ups_delta (day, users)
    SELECT analytics_day(o.created_at), o.sign
    FROM (VALUES (OLD.created_at, -1), (NEW.created_at, 1)) o(created_at, sign)
    WHERE o.created_at IS NOT NULL;
  INSERT INTO analytics_funnel_delta (day, signed_up, footprints, journey, confirmed)
    SELECT analytics_day(o.created_at), o.sign, o.sign * f::int, o.sign * (f AND j)::int,
      o.sign * (f AND j AND c)::int
    FROM (VALUES (OLD.created_at, -1), (NEW.created_at, 1)) o(created_at, sign)
    WHERE o.created_at IS NOT NULL;
  RETURN person;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_users_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION analytics_users_trigger();
--> statement-breakpoint
-- BEFORE: the person's footprints, journeys and requests are still there (the cascade follows).
CREATE TRIGGER analytics_users_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION analytics_users_trigger();
--> statement-breakpoint
CREATE TRIGGER analytics_users_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION analytics_users_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_footprints_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_funnel_move(NEW.user_id, true, NULL, NULL);
    RETURN NEW;
  END IF;
  PERFORM analytics_funnel_move(OLD.user_id,
    EXISTS (SELECT 1 FROM digital_footprints WHERE user_id = OLD.user_id AND id <> OLD.id),
    NULL, NULL);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_footprints BEFORE INSERT OR DELETE ON digital_footprints
  FOR EACH ROW EXECUTE FUNCTION analytics_footprints_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_journeys_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO analytics_journeys_delta (day, type, status, journeys)
      VALUES (analytics_day(OLD.created_at), OLD.type, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_journeys_delta (day, type, status, journeys)
      VALUES (analytics_day(NEW.created_at), NEW.type, NEW.status, 1);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_funnel_move(NEW.user_id, NULL, true, NULL);
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_funnel_move(OLD.user_id, NULL,
      EXISTS (SELECT 1 FROM journeys WHERE user_id = OLD.user_id AND id <> OLD.id), NULL);
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_journeys_write BEFORE INSERT OR DELETE ON journeys
  FOR EACH ROW EXECUTE FUNCTION analytics_journeys_trigger();
--> statement-breakpoint
CREATE TRIGGER analytics_journeys_update AFTER UPDATE ON journeys
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION analytics_journeys_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_requests_trigger() RETURNS trigger AS $$
DECLARE
  confirmed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_request_delta(NEW, analytics_confirmed(NEW.id), 1);
    RETURN NEW;
  END IF;
  confirmed := analytics_confirmed(OLD.id);
  PERFORM analytics_request_delta(OLD, confirmed, -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM analytics_request_delta(NEW, confirmed, 1);
    RETURN NEW;
  END IF;
  -- Deleted: the person may have lost their only confirmed request.
  IF OLD.status::text = 'completed' AND confirmed THEN
    PERFORM analytics_funnel_move(OLD.user_id, NULL, NULL,
      EXISTS (SELECT 1 FROM update_requests r WHERE r.user_id = OLD.user_id AND r.id <> OLD.id
              AND r.status::text = 'completed' AND analytics_confirmed(r.id)));
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_requests_insert AFTER INSERT ON update_requests
  FOR EACH ROW EXECUTE FUNCTION analytics_requests_trigger();
--> statement-breakpoint
CREATE TRIGGER analytics_requests_update AFTER UPDATE ON update_requests
  FOR EACH ROW WHEN ((OLD.created_at, OLD.channel, OLD.status, OLD.brand_id, OLD.sent_at,
      OLD.completed_at) IS DISTINCT FROM (NEW.created_at, NEW.channel, NEW.status, NEW.brand_id,
      NEW.sent_at, NEW.completed_at))
  EXECUTE FUNCTION analytics_requests_trigger();
--> statement-breakpoint
-- BEFORE: the request's events are still there (their cascade follows).
CREATE TRIGGER analytics_requests_delete BEFORE DELETE ON update_requests
  FOR EACH ROW EXECUTE FUNCTION analytics_requests_trigger();
--> statement-breakpoint
-- Completing (or reopening) a confirmed request moves its person's last funnel step. BEFORE, so
-- requests the same statement changed earlier are seen as they now are.
CREATE OR REPLACE FUNCTION analytics_requests_funnel_trigger() RETURNS trigger AS $$
BEGIN
  IF analytics_confirmed(NEW.id) THEN
    PERFORM analytics_funnel_move(NEW.user_id, NULL, NULL,
      NEW.status::text = 'completed' OR EXISTS (SELECT 1 FROM update_requests r
        WHERE r.user_id = NEW.user_id AND r.id <> NEW.id AND r.status::text = 'completed'
          AND analytics_confirmed(r.id)));
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_requests_funnel BEFORE UPDATE ON update_requests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION analytics_requests_funnel_trigger();
--> statement-breakpoint
-- A company's confirmation makes a completed request the company's (events are append-only:
-- they are deleted only with their request, whose own trigger counts that).
CREATE OR REPLACE FUNCTION analytics_confirmation_trigger() RETURNS trigger AS $$
DECLARE
  r update_requests;
BEGIN
  SELECT * INTO r FROM update_requests WHERE id = NEW.request_id;
  IF FOUND AND r.status::text = 'completed' AND NOT analytics_confirmed(r.id) THEN
    PERFORM analytics_funnel_move(r.user_id, NULL, NULL, true);
    PERFORM analytics_request_delta(r, false, -1);
    PERFORM analytics_request_delta(r, true, 1);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_confirmation BEFORE INSERT ON update_request_events
  FOR EACH ROW WHEN (NEW.type = 'confirmed')
  EXECUTE FUNCTION analytics_confirmation_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_audit_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.action IN ('auth.sign_in_failed', 'security.rate_limited') THEN
    INSERT INTO analytics_security_delta (day, action, key, known, entries)
      VALUES (analytics_day(OLD.created_at), OLD.action, coalesce(CASE OLD.action
        WHEN 'auth.sign_in_failed' THEN OLD.metadata->>'method' ELSE OLD.metadata->>'scope' END,
        'unknown'), OLD.user_id IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.action IN ('auth.sign_in_failed', 'security.rate_limited') THEN
    INSERT INTO analytics_security_delta (day, action, key, known, entries)
      VALUES (analytics_day(NEW.created_at), NEW.action, coalesce(CASE NEW.action
        WHEN 'auth.sign_in_failed' THEN NEW.metadata->>'method' ELSE NEW.metadata->>'scope' END,
        'unknown'), NEW.user_id IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_audit_insert AFTER INSERT ON audit_logs
  FOR EACH ROW WHEN (NEW.action IN ('auth.sign_in_failed', 'security.rate_limited'))
  EXECUTE FUNCTION analytics_audit_trigger();
--> statement-breakpoint
CREATE TRIGGER analytics_audit_update AFTER UPDATE ON audit_logs
  FOR EACH ROW WHEN ((OLD.action IN ('auth.sign_in_failed', 'security.rate_limited')
      OR NEW.action IN ('auth.sign_in_failed', 'security.rate_limited'))
    AND (OLD.action, OLD.user_id, OLD.metadata, OLD.created_at)
      IS DISTINCT FROM (NEW.action, NEW.user_id, NEW.metadata, NEW.created_at))
  EXECUTE FUNCTION analytics_audit_trigger();
--> statement-breakpoint
CREATE TRIGGER analytics_audit_delete AFTER DELETE ON audit_logs
  FOR EACH ROW WHEN (OLD.action IN ('auth.sign_in_failed', 'security.rate_limited'))
  EXECUTE FUNCTION analytics_audit_trigger();
--> statement-breakpoint
-- Moves every pending delta into its rollup, unless another fold (or a rebuild) is running.
-- Deltas of transactions still open are not visible, so they wait for the next fold.
CREATE OR REPLACE FUNCTION analytics_fold() RETURNS boolean AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('analytics_rollups')) THEN RETURN false; END IF;
  WITH d AS (DELETE FROM analytics_sign_ups_delta RETURNING *)
  INSERT INTO analytics_sign_ups AS t SELECT day, sum(users) FROM d GROUP BY day
  ON CONFLICT (day) DO UPDATE SET users = t.users + excluded.users;
  WITH d AS (DELETE FROM analytics_journeys_delta RETURNING *)
  INSERT INTO analytics_journeys AS t
    SELECT day, type, status, sum(journeys) FROM d GROUP BY day, type, status
  ON CONFLICT (day, type, status) DO UPDATE SET journeys = t.journeys + excluded.journeys;
  WITH d AS (DELETE FROM analytics_requests_delta RETURNING *)
  INSERT INTO analytics_requests AS t
    SELECT day, channel, status, done_by, sent, sum(requests) FROM d
    GROUP BY day, channel, status, done_by, sent
  ON CONFLICT (day, channel, status, done_by, sent)
    DO UPDATE SET requests = t.requests + excluded.requests;
  WITH d AS (DELETE FROM analytics_brands_delta RETURNING *),
  days AS (
    INSERT INTO analytics_brands AS t
      SELECT brand_id, day, sum(sent), sum(confirmed), sum(done_by_person), sum(checklists)
      FROM d GROUP BY day, brand_id
    ON CONFLICT (day, brand_id) DO UPDATE SET sent = t.sent + excluded.sent,
      confirmed = t.confirmed + excluded.confirmed,
      done_by_person = t.done_by_person + excluded.done_by_person,
      checklists = t.checklists + excluded.checklists
  )
  INSERT INTO analytics_brands_monthly AS t
    SELECT brand_id, date_trunc('month', day::timestamp)::date, sum(sent), sum(confirmed),
      sum(done_by_person), sum(checklists)
    FROM d GROUP BY 2, brand_id
  ON CONFLICT (day, brand_id) DO UPDATE SET sent = t.sent + excluded.sent,
    confirmed = t.confirmed + excluded.confirmed,
    done_by_person = t.done_by_person + excluded.done_by_person,
    checklists = t.checklists + excluded.checklists;
  WITH d AS (DELETE FROM analytics_confirm_times_delta RETURNING *)
  INSERT INTO analytics_confirm_times AS t
    SELECT day, dimension, key, bucket, sum(confirmations), sum(seconds) FROM d
    GROUP BY dimension, key, day, bucket
  ON CONFLICT (dimension, key, day, bucket) DO UPDATE
    SET confirmations = t.confirmations + excluded.confirmations,
      seconds = t.seconds + excluded.seconds;
  WITH d AS (DELETE FROM analytics_funnel_delta RETURNING *)
  INSERT INTO analytics_funnel AS t
    SELECT day, sum(signed_up), sum(footprints), sum(journey), sum(confirmed) FROM d GROUP BY day
  ON CONFLICT (day) DO UPDATE SET signed_up = t.signed_up + excluded.signed_up,
    footprints = t.footprints + excluded.footprints, journey = t.journey + excluded.journey,
    confirmed = t.confirmed + excluded.confirmed;
  WITH d AS (DELETE FROM analytics_security_delta RETURNING *)
  INSERT INTO analytics_security AS t
    SELECT day, action, key, known, sum(entries) FROM d GROUP BY day, action, key, known
  ON CONFLICT (day, action, key, known) DO UPDATE SET entries = t.entries + excluded.entries;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every rollup recomputed from the base tables, and the deltas this snapshot saw dropped: run it
-- in a REPEATABLE READ transaction so both are the same moment (later deltas stay pending).
CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('analytics_rollups'));
  DELETE FROM analytics_sign_ups_delta; DELETE FROM analytics_sign_ups;
  DELETE FROM analytics_journeys_delta; DELETE FROM analytics_journeys;
  DELETE FROM analytics_requests_delta; DELETE FROM analytics_requests;
  DELETE FROM analytics_brands_delta; DELETE FROM analytics_brands;
  DELETE FROM analytics_brands_monthly;
  DELETE FROM analytics_confirm_times_delta; DELETE FROM analytics_confirm_times;
  DELETE FROM analytics_funnel_delta; DELETE FROM analytics_funnel;
  DELETE FROM analytics_security_delta; DELETE FROM analytics_security;

  INSERT INTO analytics_sign_ups
    SELECT analytics_day(created_at), count(*) FROM users GROUP BY 1;
  INSERT INTO analytics_journeys
    SELECT analytics_day(created_at), type, status, count(*) FROM journeys GROUP BY 1, 2, 3;

  CREATE TEMP TABLE analytics_rebuild_requests ON COMMIT DROP AS
    SELECT analytics_day(r.created_at) AS day, r.channel::text AS channel, r.status::text AS status,
      r.brand_id, r.sent_at IS NOT NULL AS any_sent,
      r.channel::text NOT IN ('manual', 'web_form', 'phone') AND r.sent_at IS NOT NULL AS is_sent,
      r.channel::text IN ('manual', 'web_form', 'phone') AND r.sent_at IS NOT NULL AS checklist,
      CASE WHEN r.status::text <> 'completed' THEN ''
        WHEN c.request_id IS NOT NULL THEN 'company' ELSE 'person' END AS done_by,
      extract(epoch FROM r.completed_at - r.sent_at)::double precision AS seconds
    FROM update_requests r
    LEFT JOIN (SELECT DISTINCT request_id FROM update_request_events WHERE type = 'confirmed') c
      ON c.request_id = r.id AND r.status::text = 'completed';
  INSERT INTO analytics_requests
    SELECT day, channel, status, done_by, any_sent, count(*) FROM analytics_rebuild_requests
    GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_brands
    SELECT brand_id, day, count(*) FILTER (WHERE is_sent),
      count(*) FILTER (WHERE is_sent AND done_by = 'company'),
      count(*) FILTER (WHERE done_by = 'person'), count(*) FILTER (WHERE checklist)
    FROM analytics_rebuild_requests WHERE brand_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO analytics_brands_monthly
    SELECT brand_id, date_trunc('month', day::timestamp)::date, sum(sent), sum(confirmed),
      sum(done_by_person), sum(checklists)
    FROM analytics_brands GROUP BY 1, 2;
  INSERT INTO analytics_confirm_times
    SELECT day, k.dimension, k.key, analytics_bucket(seconds), count(*), sum(seconds)
    FROM analytics_rebuild_requests
    CROSS JOIN LATERAL (VALUES ('channel', channel), ('brand', brand_id::text)) k(dimension, key)
    WHERE is_sent AND done_by = 'company' AND seconds IS NOT NULL AND k.key IS NOT NULL
    GROUP BY 1, 2, 3, 4;

  INSERT INTO analytics_funnel
    SELECT analytics_day(u.created_at), count(*), count(*) FILTER (WHERE f),
      count(*) FILTER (WHERE f AND j), count(*) FILTER (WHERE f AND j AND c)
    FROM users u
    LEFT JOIN LATERAL (SELECT
      EXISTS (SELECT 1 FROM digital_footprints WHERE user_id = u.id) AS f,
      EXISTS (SELECT 1 FROM journeys WHERE user_id = u.id) AS j,
      EXISTS (SELECT 1 FROM update_requests r
              JOIN update_request_events e ON e.request_id = r.id AND e.type = 'confirmed'
              WHERE r.user_id = u.id AND r.status::text = 'completed') AS c) s ON true
    GROUP BY 1;

  INSERT INTO analytics_security
    SELECT analytics_day(created_at), action, coalesce(CASE action
        WHEN 'auth.sign_in_failed' THEN metadata->>'method' ELSE metadata->>'scope' END,
        'unknown'), user_id IS NOT NULL, count(*)
    FROM audit_logs WHERE action IN ('auth.sign_in_failed', 'security.rate_limited')
    GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT analytics_rebuild();
