ALTER TABLE "journey_footprints" DROP CONSTRAINT "journey_footprints_journey_footprint_key";--> statement-breakpoint
ALTER TABLE "journey_footprints" DROP CONSTRAINT "journey_footprints_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journey_footprints" DROP CONSTRAINT "journey_footprints_journey_id_journeys_id_fk";
--> statement-breakpoint
ALTER TABLE "journey_footprints" DROP CONSTRAINT "journey_footprints_footprint_id_digital_footprints_id_fk";
--> statement-breakpoint
DROP INDEX "journey_footprints_footprint_id_idx";--> statement-breakpoint
DROP INDEX "journey_footprints_user_id_idx";--> statement-breakpoint
-- The link is the pair (journey, footprint), as in the spec: the surrogate id and its index go.
ALTER TABLE "journey_footprints" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "journey_footprints" ADD CONSTRAINT "journey_footprints_pkey" PRIMARY KEY("journey_id","footprint_id");
--> statement-breakpoint
-- journey_footprints keeps its links whole with statement-level triggers instead of three per-row
-- foreign keys (ADR 0011): auto-link inserts thousands of rows at once, and per-row RI checks
-- were two thirds of its time. Writers of links and deleters of journeys or footprints take the
-- same per-user transaction lock, so a link can never outlive its journey or footprint.
CREATE OR REPLACE FUNCTION journey_links_lock_user(p_user_id uuid) RETURNS void AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('journey_links:' || p_user_id::text, 0));
$$ LANGUAGE sql;
--> statement-breakpoint
-- New or changed links: each journey and footprint exists and belongs to the link's user.
CREATE OR REPLACE FUNCTION journey_links_check() RETURNS trigger AS $$
BEGIN
  PERFORM journey_links_lock_user(u) FROM (SELECT DISTINCT user_id AS u FROM new_links ORDER BY 1) s;
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT user_id, journey_id FROM new_links) n
    WHERE NOT EXISTS (SELECT 1 FROM journeys j WHERE j.id = n.journey_id AND j.user_id = n.user_id)
  ) THEN
    RAISE EXCEPTION 'journey_footprints: the journey does not exist or belongs to another user'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM new_links n
    WHERE NOT EXISTS (
      SELECT 1 FROM digital_footprints f WHERE f.id = n.footprint_id AND f.user_id = n.user_id
    )
  ) THEN
    RAISE EXCEPTION 'journey_footprints: the footprint does not exist or belongs to another user'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journey_footprints_check_insert
  AFTER INSERT ON journey_footprints REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION journey_links_check();
--> statement-breakpoint
CREATE TRIGGER journey_footprints_check_update
  AFTER UPDATE ON journey_footprints REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION journey_links_check();
--> statement-breakpoint
-- Deleted journeys (directly or through their user) take their links with them.
CREATE OR REPLACE FUNCTION journey_links_delete_for_journeys() RETURNS trigger AS $$
BEGIN
  PERFORM journey_links_lock_user(u) FROM (SELECT DISTINCT user_id AS u FROM gone ORDER BY 1) s;
  DELETE FROM journey_footprints jf USING gone g WHERE jf.journey_id = g.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journeys_delete_links
  AFTER DELETE ON journeys REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION journey_links_delete_for_journeys();
--> statement-breakpoint
-- Deleted footprints (directly or through their user) take their links with them.
CREATE OR REPLACE FUNCTION journey_links_delete_for_footprints() RETURNS trigger AS $$
BEGIN
  PERFORM journey_links_lock_user(u) FROM (SELECT DISTINCT user_id AS u FROM gone ORDER BY 1) s;
  -- Through the owner's journeys, so the primary key (journey_id, footprint_id) finds the links.
  DELETE FROM journey_footprints jf USING gone g, journeys j
    WHERE j.user_id = g.user_id AND jf.journey_id = j.id AND jf.footprint_id = g.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER digital_footprints_delete_links
  AFTER DELETE ON digital_footprints REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION journey_links_delete_for_footprints();
