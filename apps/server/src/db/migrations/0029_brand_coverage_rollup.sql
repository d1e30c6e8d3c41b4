CREATE TABLE "brand_hand_journeys" (
	"brand_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_hand_journeys_pkey" PRIMARY KEY("brand_id","journey_id")
);
--> statement-breakpoint
CREATE TABLE "brand_hand_journeys_delta" (
	"brand_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_hand_totals" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"journeys" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "brand_hand_totals_rank_idx" ON "brand_hand_totals" USING btree ("requests" DESC NULLS LAST,"journeys" DESC NULLS LAST,"brand_id");--> statement-breakpoint
-- hand-written below
-- Brand coverage's "done by hand" rollup (ADR 0057): a request counts while it is completed, on a
-- person-step channel, has a brand and no company confirmation. Triggers append (brand, journey,
-- +1 / -1) to brand_hand_journeys_delta whenever a request enters or leaves that set;
-- brand_coverage_fold() moves them into brand_hand_journeys and brand_hand_totals.
CREATE OR REPLACE FUNCTION brand_hand_candidate(r update_requests) RETURNS boolean AS $$
  SELECT r.brand_id IS NOT NULL AND r.status::text = 'completed'
    AND r.channel::text IN ('web_form', 'letter', 'phone', 'manual')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brand_hand_confirmed(request uuid) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM update_request_events e
                 WHERE e.request_id = request AND e.type = 'confirmed')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- INSERT and UPDATE run AFTER (the row is as it now is; its events did not change); DELETE runs
-- BEFORE, while the request's events are still there (their cascade follows).
CREATE OR REPLACE FUNCTION brand_hand_requests_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND brand_hand_candidate(OLD)
      AND NOT brand_hand_confirmed(OLD.id) THEN
    INSERT INTO brand_hand_journeys_delta (brand_id, journey_id, requests)
      VALUES (OLD.brand_id, OLD.journey_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND brand_hand_candidate(NEW)
      AND NOT brand_hand_confirmed(NEW.id) THEN
    INSERT INTO brand_hand_journeys_delta (brand_id, journey_id, requests)
      VALUES (NEW.brand_id, NEW.journey_id, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER brand_hand_requests_insert AFTER INSERT ON update_requests
  FOR EACH ROW WHEN (NEW.brand_id IS NOT NULL AND NEW.status = 'completed')
  EXECUTE FUNCTION brand_hand_requests_trigger();
--> statement-breakpoint
CREATE TRIGGER brand_hand_requests_update AFTER UPDATE ON update_requests
  FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
    AND (OLD.status, OLD.channel, OLD.brand_id, OLD.journey_id)
      IS DISTINCT FROM (NEW.status, NEW.channel, NEW.brand_id, NEW.journey_id))
  EXECUTE FUNCTION brand_hand_requests_trigger();
--> statement-breakpoint
CREATE TRIGGER brand_hand_requests_delete BEFORE DELETE ON update_requests
  FOR EACH ROW WHEN (OLD.brand_id IS NOT NULL AND OLD.status = 'completed')
  EXECUTE FUNCTION brand_hand_requests_trigger();
--> statement-breakpoint
-- A company's first confirmation takes the request out. BEFORE, so a statement's earlier rows
-- are seen: two confirmations in one insert count once. Events are append-only (a trigger
-- refuses deletes but their request's cascade, whose own trigger counts that).
CREATE OR REPLACE FUNCTION brand_hand_confirmation_trigger() RETURNS trigger AS $$
DECLARE
  r update_requests;
BEGIN
  SELECT * INTO r FROM update_requests WHERE id = NEW.request_id;
  IF FOUND AND brand_hand_candidate(r) AND NOT brand_hand_confirmed(r.id) THEN
    INSERT INTO brand_hand_journeys_delta (brand_id, journey_id, requests)
      VALUES (r.brand_id, r.journey_id, -1);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER brand_hand_confirmation BEFORE INSERT ON update_request_events
  FOR EACH ROW WHEN (NEW.type = 'confirmed')
  EXECUTE FUNCTION brand_hand_confirmation_trigger();
--> statement-breakpoint
-- Moves pending deltas into the per-(brand, journey) counts and the per-brand totals in one
-- statement (one snapshot): a journey is added when its count leaves zero, taken away when it
-- returns there (the pair's row goes with it). Skipped while another fold or a rebuild runs.
CREATE OR REPLACE FUNCTION brand_coverage_fold() RETURNS boolean AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('brand_coverage_rollup')) THEN RETURN false; END IF;
  WITH d AS (DELETE FROM brand_hand_journeys_delta RETURNING *),
  moved AS (
    SELECT g.brand_id, g.journey_id, g.n, coalesce(j.requests, 0) AS before
    FROM (SELECT brand_id, journey_id, sum(requests) AS n FROM d GROUP BY 1, 2) g
    LEFT JOIN brand_hand_journeys j ON j.brand_id = g.brand_id AND j.journey_id = g.journey_id
  ),
  kept AS (
    INSERT INTO brand_hand_journeys AS t
      SELECT brand_id, journey_id, before + n FROM moved WHERE n <> 0 AND before + n <> 0
    ON CONFLICT (brand_id, journey_id) DO UPDATE SET requests = excluded.requests
  ),
  gone AS (
    DELETE FROM brand_hand_journeys j USING moved m
    WHERE j.brand_id = m.brand_id AND j.journey_id = m.journey_id AND m.before + m.n = 0
  )
  INSERT INTO brand_hand_totals AS t
    SELECT brand_id, sum(n), sum((before + n > 0)::int - (before > 0)::int) FROM moved
    GROUP BY brand_id
  ON CONFLICT (brand_id) DO UPDATE SET requests = t.requests + excluded.requests,
    journeys = t.journeys + excluded.journeys;
  DELETE FROM brand_hand_totals WHERE requests = 0 AND journeys = 0;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Recomputed from the base tables, and the deltas this snapshot saw dropped: run it in a
-- REPEATABLE READ transaction so both are the same moment (later deltas stay pending).
CREATE OR REPLACE FUNCTION brand_coverage_rebuild() RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('brand_coverage_rollup'));
  DELETE FROM brand_hand_journeys_delta;
  DELETE FROM brand_hand_journeys;
  DELETE FROM brand_hand_totals;
  INSERT INTO brand_hand_journeys
    SELECT r.brand_id, r.journey_id, count(*) FROM update_requests r
    WHERE r.brand_id IS NOT NULL AND r.status::text = 'completed'
      AND r.channel::text IN ('web_form', 'letter', 'phone', 'manual')
      AND NOT EXISTS (SELECT 1 FROM update_request_events e
                      WHERE e.request_id = r.id AND e.type = 'confirmed')
    GROUP BY 1, 2;
  INSERT INTO brand_hand_totals
    SELECT brand_id, sum(requests), count(*) FROM brand_hand_journeys GROUP BY 1;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT brand_coverage_rebuild();
--> statement-breakpoint
-- Admin user search by an address (it has an @): from its start, case-insensitively (ADR 0057).
CREATE INDEX IF NOT EXISTS users_email_prefix_idx ON users (lower(email) text_pattern_ops);
--> statement-breakpoint
-- Statistics of the new expression index and the tables just filled: without them the planner
-- guesses 0.5% of people match any address and walks the whole sign-up-order index instead.
ANALYZE users, brand_hand_journeys, brand_hand_totals;
