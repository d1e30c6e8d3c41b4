CREATE TABLE "analytics_requests_monthly" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"done_by" text NOT NULL,
	"sent" boolean NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_requests_monthly_pkey" PRIMARY KEY("day","channel","status","done_by","sent")
);--> statement-breakpoint
-- hand-written below
-- Requests by month (issue 28): analytics over a year read 12 months of rows and the days around
-- them instead of 366 days. The fold and the rebuild as in 0028, plus the monthly table.
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
  -- The request deltas go to days and months: taken once.
  CREATE TEMP TABLE IF NOT EXISTS analytics_fold_requests (
    day date, channel text, status text, done_by text, sent boolean, requests bigint
  ) ON COMMIT DELETE ROWS;
  DELETE FROM analytics_fold_requests;
  WITH d AS (DELETE FROM analytics_requests_delta RETURNING *)
  INSERT INTO analytics_fold_requests
    SELECT day, channel, status, done_by, sent, sum(requests) FROM d
    GROUP BY day, channel, status, done_by, sent;
  INSERT INTO analytics_requests AS t
    SELECT day, channel, status, done_by, sent, requests FROM analytics_fold_requests
  ON CONFLICT (day, channel, status, done_by, sent)
    DO UPDATE SET requests = t.requests + excluded.requests;
  INSERT INTO analytics_requests_monthly AS t
    SELECT date_trunc('month', day::timestamp)::date, channel, status, done_by, sent, sum(requests)
    FROM analytics_fold_requests GROUP BY 1, channel, status, done_by, sent
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
CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('analytics_rollups'));
  DELETE FROM analytics_sign_ups_delta; DELETE FROM analytics_sign_ups;
  DELETE FROM analytics_journeys_delta; DELETE FROM analytics_journeys;
  DELETE FROM analytics_requests_delta; DELETE FROM analytics_requests;
  DELETE FROM analytics_requests_monthly;
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
  INSERT INTO analytics_requests_monthly
    SELECT date_trunc('month', day::timestamp)::date, channel, status, done_by, sent, sum(requests)
    FROM analytics_requests GROUP BY 1, 2, 3, 4, 5;
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
-- Backfill from the daily rollup (pending deltas stay pending: the fold moves them into both).
INSERT INTO analytics_requests_monthly
  SELECT date_trunc('month', day::timestamp)::date, channel, status, done_by, sent, sum(requests)
  FROM analytics_requests GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
ANALYZE analytics_requests_monthly;

