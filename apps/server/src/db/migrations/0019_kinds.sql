CREATE TABLE "brand_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"description" text NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_deadlines_brand_kind_key" UNIQUE("brand_id","kind")
);
--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_request_kinds" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digital_footprints" DROP CONSTRAINT "digital_footprints_user_brand_key";--> statement-breakpoint
DROP INDEX "update_requests_open_link_key";--> statement-breakpoint
ALTER TABLE "digital_footprints" ADD COLUMN "journey_id" uuid;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "details_key_id" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "details_ciphertext" text;--> statement-breakpoint
ALTER TABLE "update_requests" ADD COLUMN "kind" text DEFAULT 'change_of_address' NOT NULL;--> statement-breakpoint
ALTER TABLE "update_requests" ADD COLUMN "subject" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "update_requests" ADD COLUMN "expected_by" date;--> statement-breakpoint
ALTER TABLE "brand_deadlines" ADD CONSTRAINT "brand_deadlines_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_request_kinds" ADD CONSTRAINT "organization_request_kinds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deadline_reminders_user_id_idx" ON "deadline_reminders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "digital_footprints" ADD CONSTRAINT "digital_footprints_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digital_footprints_user_brand_key" ON "digital_footprints" USING btree ("user_id","brand_id") WHERE journey_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "digital_footprints_journey_brand_key" ON "digital_footprints" USING btree ("journey_id","brand_id") WHERE journey_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "update_requests_open_link_kind_key" ON "update_requests" USING btree ("journey_id","footprint_id","kind") WHERE status not in ('cancelled', 'expired', 'rejected');--> statement-breakpoint
-- Issue 24: a request that carried no address was a change of contact details.
UPDATE "update_requests" AS r SET "kind" = 'change_of_contact'
WHERE NOT EXISTS (
  SELECT 1 FROM "update_request_items" AS i WHERE i."request_id" = r."id" AND i."field" = 'address'
);
