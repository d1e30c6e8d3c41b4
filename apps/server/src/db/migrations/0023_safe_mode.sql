ALTER TABLE "journey_footprints" ADD COLUMN "shared_with_other" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journey_footprints" ADD COLUMN "safety_steps_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journey_footprints" ADD COLUMN "safety_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journey_footprints" ADD COLUMN "use_postal_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "safe_mode_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "safe_contact_email" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "safe_contact_phone" text;--> statement-breakpoint
ALTER TABLE "update_requests" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "journeys_safe_mode_idx" ON "journeys" USING btree ("safe_mode_at") WHERE safe_mode_at is not null;