CREATE TABLE "analytics_active" (
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_active_pkey" PRIMARY KEY("day","gap")
);
--> statement-breakpoint
CREATE TABLE "analytics_active_delta" (
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_brand_slots" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "analytics_brand_slots_slot_key" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "analytics_brands_sent_to_date" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_sign_ups" ADD COLUMN "two_factor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_sign_ups_delta" ADD COLUMN "two_factor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_brands_brand_day_idx" ON "analytics_brands" USING btree ("brand_id","day");--> statement-breakpoint
CREATE INDEX "analytics_brands_monthly_brand_day_idx" ON "analytics_brands_monthly" USING btree ("brand_id","day");--> statement-breakpoint
-- hand-written below
-- ADR 0056: the analytics and security pages at a million people. Brands ranked from two rows of
-- per-brand running totals; active users from each person's days of last use with their gaps;
-- the security page's people and two-factor totals from the sign-ups rollup.
CREATE OR REPLACE FUNCTION analytics_add_at(base bigint[], slots int[], amounts bigint[])
RETURNS bigint[] AS $$
DECLARE
  r bigint[] := coalesce(base, '{}');
  top int;
BEGIN
  IF slots IS NULL THEN RETURN r; END IF;
  SELECT max(s) INTO top FROM unnest(slots) s;
  IF top > coalesce(array_length(r, 1), 0) THEN
    r := r || array_fill(0::bigint, ARRAY[top - coalesce(array_length(r, 1), 0)]);
  END IF;
  FOR i IN 1 .. array_length(slots, 1) LOOP
    r[slots[i]] := r[slots[i]] + amounts[i];
  END LOOP;
  RETURN r;
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
-- Slots for brands that have none, then every running-totals row from the earliest day changed:
-- one statement, so each row is computed from the rows as they were before it.
CREATE OR REPLACE FUNCTION analytics_brands_sent_add() RETURNS void AS $$
BEGIN
  INSERT INTO analytics_brand_slots (brand_id, slot)
    SELECT b.brand_id,
      coalesce((SELECT max(slot) FROM analytics_brand_slots), 0)
        + row_number() OVER (ORDER BY b.brand_id)
    FROM (SELECT DISTINCT brand_id FROM analytics_fold_brands WHERE sent <> 0) b
    WHERE NOT EXISTS (SELECT 1 FROM analytics_brand_slots s WHERE s.brand_id = b.brand_id);
  WITH v AS (
    SELECT s.slot, f.day, f.sent FROM analytics_fold_brands f
    JOIN analytics_brand_slots s ON s.brand_id = f.brand_id
    WHERE f.sent <> 0
  ), targets AS (
    SELECT day FROM analytics_brands_sent_to_date WHERE day >= (SELECT min(day) FROM v)
    UNION SELECT day FROM v
  )
  INSERT INTO analytics_brands_sent_to_date AS t (day, sent)
    SELECT g.day, analytics_add_at(
      (SELECT c.sent FROM analytics_brands_sent_to_date c WHERE c.day <= g.day
       ORDER BY c.day DESC LIMIT 1),
      (SELECT array_agg(v.slot ORDER BY v.slot, v.day) FROM v WHERE v.day <= g.day),
      (SELECT array_agg(v.sent ORDER BY v.slot, v.day) FROM v WHERE v.day <= g.day))
    FROM targets g
  ON CONFLICT (day) DO UPDATE SET sent = excluded.sent;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The running totals recomputed from analytics_brands (the folded figures).
CREATE OR REPLACE FUNCTION analytics_rebuild_brands_sent() RETURNS void AS $$
DECLARE
  running bigint[] := '{}';
  d record;
BEGIN
  DELETE FROM analytics_brands_sent_to_date;
  DELETE FROM analytics_brand_slots;
  INSERT INTO analytics_brand_slots (brand_id, slot)
    SELECT brand_id, row_number() OVER (ORDER BY brand_id)
    FROM (SELECT DISTINCT brand_id FROM analytics_brands WHERE sent <> 0) b;
  FOR d IN
    SELECT b.day, array_agg(s.slot ORDER BY s.slot) AS slots,
      array_agg(b.sent ORDER BY s.slot) AS sents
    FROM analytics_brands b JOIN analytics_brand_slots s ON s.brand_id = b.brand_id
    WHERE b.sent <> 0 GROUP BY b.day ORDER BY b.day
  LOOP
    running := analytics_add_at(running, d.slots, d.sents);
    INSERT INTO analytics_brands_sent_to_date (day, sent) VALUES (d.day, running);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A person's days of last use (their sessions' updated_at), each with the gap in days since the
-- previous one (31: none within 30 days); without one session, or with one more day.
CREATE OR REPLACE FUNCTION analytics_active_days(person uuid, except_session uuid, extra timestamptz)
RETURNS TABLE (day date, gap smallint) AS $$
  SELECT d, least(coalesce(d - lag(d) OVER (ORDER BY d), 31), 31)::smallint
  FROM (SELECT analytics_day(updated_at) AS d FROM sessions
        WHERE user_id = person AND id IS DISTINCT FROM except_session
        UNION SELECT analytics_day(extra) WHERE extra IS NOT NULL) s
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Replaces the person's days as they are by the days once `session` is last used at `new_at`
-- (null: gone). The figure depends on the person's other sessions, so their changes take turns
-- (a lock per person, not a shared row).
CREATE OR REPLACE FUNCTION analytics_active_move(person uuid, session uuid, new_at timestamptz)
RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('analytics_active'), hashtext(person::text));
  INSERT INTO analytics_active_delta (day, gap, users)
    SELECT c.day, c.gap, sum(c.sign) FROM (
      SELECT a.day, a.gap, -1 AS sign FROM analytics_active_days(person, NULL, NULL) a
      UNION ALL
      SELECT a.day, a.gap, 1 FROM analytics_active_days(person, session, new_at) a
    ) c
    GROUP BY c.day, c.gap HAVING sum(c.sign) <> 0;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- BEFORE: the table still holds the session as it was (and the rows this statement changed earlier).
CREATE OR REPLACE FUNCTION analytics_sessions_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    PERFORM analytics_active_move(OLD.user_id, OLD.id, NULL);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  PERFORM analytics_active_move(NEW.user_id, NEW.id, NEW.updated_at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_sessions_write BEFORE INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION analytics_sessions_trigger();
--> statement-breakpoint
-- A session is renewed at most once a day (SESSION_UPDATE_AGE): only a new day moves the figure.
CREATE TRIGGER analytics_sessions_update BEFORE UPDATE ON sessions
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
    OR analytics_day(OLD.updated_at) IS DISTINCT FROM analytics_day(NEW.updated_at))
  EXECUTE FUNCTION analytics_sessions_trigger();
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
  -- A person's sign-up (with their two-factor) and funnel row: taken from the old day, added to the new one.
  INSERT INTO analytics_sign_ups_delta (day, users, two_factor)
    SELECT analytics_day(o.created_at), o.sign, o.sign * o.two_factor::int
    FROM (VALUES (OLD.created_at, -1, coalesce(OLD.two_factor_enabled, false)),
                 (NEW.created_at, 1, coalesce(NEW.two_factor_enabled, false)))
      o(created_at, sign, two_factor)
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
CREATE OR REPLACE FUNCTION analytics_two_factor_trigger() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_sign_ups_delta (day, users, two_factor)
    VALUES (analytics_day(NEW.created_at), 0,
      coalesce(NEW.two_factor_enabled, false)::int - coalesce(OLD.two_factor_enabled, false)::int);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A change of sign-up day is the users trigger's (it moves the two-factor too).
CREATE TRIGGER analytics_users_two_factor AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.created_at IS NOT DISTINCT FROM NEW.created_at
    AND coalesce(OLD.two_factor_enabled, false) IS DISTINCT FROM coalesce(NEW.two_factor_enabled, false))
  EXECUTE FUNCTION analytics_two_factor_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_fold() RETURNS boolean AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('analytics_rollups')) THEN RETURN false; END IF;
  WITH d AS (DELETE FROM analytics_sign_ups_delta RETURNING *)
  INSERT INTO analytics_sign_ups AS t (day, users, two_factor)
    SELECT day, sum(users), sum(two_factor) FROM d GROUP BY day
  ON CONFLICT (day) DO UPDATE SET users = t.users + excluded.users,
    two_factor = t.two_factor + excluded.two_factor;
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
  -- The brand deltas go to three places (days, months, running totals): taken once.
  CREATE TEMP TABLE IF NOT EXISTS analytics_fold_brands (
    brand_id uuid, day date, sent bigint, confirmed bigint, done_by_person bigint, checklists bigint
  ) ON COMMIT DELETE ROWS;
  DELETE FROM analytics_fold_brands;
  WITH d AS (DELETE FROM analytics_brands_delta RETURNING *)
  INSERT INTO analytics_fold_brands
    SELECT brand_id, day, sum(sent), sum(confirmed), sum(done_by_person), sum(checklists)
    FROM d GROUP BY brand_id, day;
  INSERT INTO analytics_brands AS t
    SELECT brand_id, day, sent, confirmed, done_by_person, checklists FROM analytics_fold_brands
  ON CONFLICT (day, brand_id) DO UPDATE SET sent = t.sent + excluded.sent,
    confirmed = t.confirmed + excluded.confirmed,
    done_by_person = t.done_by_person + excluded.done_by_person,
    checklists = t.checklists + excluded.checklists;
  INSERT INTO analytics_brands_monthly AS t
    SELECT brand_id, date_trunc('month', day::timestamp)::date, sum(sent), sum(confirmed),
      sum(done_by_person), sum(checklists)
    FROM analytics_fold_brands GROUP BY 2, brand_id
  ON CONFLICT (day, brand_id) DO UPDATE SET sent = t.sent + excluded.sent,
    confirmed = t.confirmed + excluded.confirmed,
    done_by_person = t.done_by_person + excluded.done_by_person,
    checklists = t.checklists + excluded.checklists;
  PERFORM analytics_brands_sent_add();
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
  WITH d AS (DELETE FROM analytics_active_delta RETURNING *)
  INSERT INTO analytics_active AS t
    SELECT day, gap, sum(users) FROM d GROUP BY day, gap
  ON CONFLICT (day, gap) DO UPDATE SET users = t.users + excluded.users;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild_active() RETURNS void AS $$
BEGIN
  DELETE FROM analytics_active_delta; DELETE FROM analytics_active;
  INSERT INTO analytics_active (day, gap, users)
    SELECT day, gap, count(*) FROM (
      SELECT d AS day,
        least(coalesce(d - lag(d) OVER (PARTITION BY user_id ORDER BY d), 31), 31)::smallint AS gap
      FROM (SELECT DISTINCT user_id, analytics_day(updated_at) AS d FROM sessions) s
    ) g
    GROUP BY day, gap;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
  PERFORM analytics_rebuild_active();

  INSERT INTO analytics_sign_ups (day, users, two_factor)
    SELECT analytics_day(created_at), count(*), count(*) FILTER (WHERE two_factor_enabled)
    FROM users GROUP BY 1;
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
  PERFORM analytics_rebuild_brands_sent();
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
-- Backfill: pending deltas folded, then only what is new (the 0026 rollups stay as they are).
SELECT analytics_fold();
--> statement-breakpoint
UPDATE analytics_sign_ups s SET two_factor = u.n
  FROM (SELECT analytics_day(created_at) AS day, count(*) AS n FROM users
        WHERE two_factor_enabled GROUP BY 1) u
  WHERE u.day = s.day;
--> statement-breakpoint
SELECT analytics_rebuild_brands_sent();
--> statement-breakpoint
SELECT analytics_rebuild_active();
--> statement-breakpoint
-- Statistics for the tables just filled, so the first pages after the migration plan well.
ANALYZE analytics_active, analytics_brand_slots, analytics_brands_sent_to_date, analytics_sign_ups;
