ALTER TABLE "journey_footprints" ADD COLUMN "added_by" uuid;
--> statement-breakpoint
ALTER TABLE "journey_footprints" ADD CONSTRAINT "journey_footprints_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
