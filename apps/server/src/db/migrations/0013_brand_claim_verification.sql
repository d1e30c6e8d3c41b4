CREATE TABLE "brand_claim_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_claims" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "brand_claims" ADD COLUMN "dns_token" text;--> statement-breakpoint
ALTER TABLE "brand_claims" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_claims" ADD COLUMN "revoked_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_claims" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "brand_claim_failures" ADD CONSTRAINT "brand_claim_failures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_claim_failures" ADD CONSTRAINT "brand_claim_failures_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_claim_failures_org_brand_idx" ON "brand_claim_failures" USING btree ("organization_id","brand_id","failed_at");--> statement-breakpoint
ALTER TABLE "brand_claims" ADD CONSTRAINT "brand_claims_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Verified claims stay verified (an admin can now revoke one); they record how they were proven.
UPDATE "brand_claims" SET "method" = "decided_by_method" WHERE "status" <> 'pending';--> statement-breakpoint
-- A pending claim waiting for a 6-digit code (mailed to any address at the brand's domain, which
-- proves nothing: security review 2, N2) now waits for an admin's review instead; the business
-- may also prove it by DNS or a role address. Claims without an address already waited for one.
UPDATE "brand_claims" SET "method" = 'admin', "code_hash" = NULL, "code_expires_at" = NULL, "failed_attempts" = 0 WHERE "status" = 'pending';
