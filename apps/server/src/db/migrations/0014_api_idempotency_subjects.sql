ALTER TABLE "api_idempotency_keys" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD COLUMN "webhook_endpoint_id" uuid;--> statement-breakpoint
-- Stored answers become what they were about (N4): an update request's detail names its request,
-- a rest hook's answer its hook; anything else (or a request gone since) is dropped.
UPDATE "api_idempotency_keys" SET "request_id" = ("response_body"->>'id')::uuid
  WHERE "response_body" ? 'reference'
    AND EXISTS (SELECT 1 FROM "update_requests" r WHERE r."id"::text = "response_body"->>'id');--> statement-breakpoint
UPDATE "api_idempotency_keys" SET "webhook_endpoint_id" = ("response_body"->>'id')::uuid
  WHERE "response_body" ? 'target_url'
    AND ("response_body"->>'id') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
DELETE FROM "api_idempotency_keys" WHERE "request_id" IS NULL AND "webhook_endpoint_id" IS NULL;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_request_id_idx" ON "api_idempotency_keys" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" DROP COLUMN "response_body";--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_one_subject" CHECK (num_nonnulls("api_idempotency_keys"."request_id", "api_idempotency_keys"."webhook_endpoint_id") = 1);
