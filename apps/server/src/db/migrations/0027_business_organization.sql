ALTER TABLE "update_requests" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
CREATE INDEX "update_requests_organization_updated_idx" ON "update_requests" USING btree ("organization_id","updated_at","id") WHERE organization_id is not null;--> statement-breakpoint
-- hand-written below
-- The organisation that sees a request through the Business API (ADR 0058): the holder of its
-- brand's verified claim, for a request sent through the api channel; null otherwise. Backfilled
-- here, then kept by the triggers below in the writing transaction.
UPDATE update_requests r SET organization_id = c.organization_id
  FROM brand_claims c
  WHERE c.brand_id = r.brand_id AND c.status = 'verified' AND r.channel = 'api';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_organization(brand uuid, channel update_channel) RETURNS uuid AS $$
  SELECT c.organization_id FROM brand_claims c
  WHERE channel = 'api' AND c.brand_id = brand AND c.status = 'verified'
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION update_requests_organization_trigger() RETURNS trigger AS $$
BEGIN
  NEW.organization_id := request_organization(NEW.brand_id, NEW.channel);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER update_requests_organization_insert BEFORE INSERT ON update_requests
  FOR EACH ROW EXECUTE FUNCTION update_requests_organization_trigger();
--> statement-breakpoint
CREATE TRIGGER update_requests_organization_update BEFORE UPDATE OF brand_id, channel
  ON update_requests
  FOR EACH ROW WHEN (OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.channel IS DISTINCT FROM NEW.channel)
  EXECUTE FUNCTION update_requests_organization_trigger();
--> statement-breakpoint
-- A claim verified, revoked, re-pointed (brand merge) or deleted (with its brand or organisation)
-- moves its brand's api requests to the organisation that now holds the brand, or to none.
-- AFTER, so a statement changing several claims is seen as it ends.
CREATE OR REPLACE FUNCTION brand_claims_request_organization_trigger() RETURNS trigger AS $$
DECLARE
  brand uuid;
  holder uuid;
BEGIN
  FOR brand IN
    SELECT DISTINCT b FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.brand_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.brand_id END]) b
    WHERE b IS NOT NULL
  LOOP
    holder := request_organization(brand, 'api');
    UPDATE update_requests r SET organization_id = holder
      WHERE r.brand_id = brand AND r.channel = 'api'
        AND r.organization_id IS DISTINCT FROM holder;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER brand_claims_request_organization_insert AFTER INSERT ON brand_claims
  FOR EACH ROW WHEN (NEW.status = 'verified')
  EXECUTE FUNCTION brand_claims_request_organization_trigger();
--> statement-breakpoint
CREATE TRIGGER brand_claims_request_organization_update AFTER UPDATE ON brand_claims
  FOR EACH ROW WHEN ((OLD.status = 'verified' OR NEW.status = 'verified')
    AND (OLD.status, OLD.brand_id, OLD.organization_id)
      IS DISTINCT FROM (NEW.status, NEW.brand_id, NEW.organization_id))
  EXECUTE FUNCTION brand_claims_request_organization_trigger();
--> statement-breakpoint
CREATE TRIGGER brand_claims_request_organization_delete AFTER DELETE ON brand_claims
  FOR EACH ROW WHEN (OLD.status = 'verified')
  EXECUTE FUNCTION brand_claims_request_organization_trigger();
--> statement-breakpoint
-- The planner's statistics for the column just filled (its list's plan depends on them).
ANALYZE update_requests;
