ALTER TYPE "public"."audit_resource_type" ADD VALUE 'BRAND';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'SETTINGS';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'ERROR';--> statement-breakpoint
CREATE TABLE "brand_field_mappings" (
	"brand_id" uuid NOT NULL,
	"field_type" text NOT NULL,
	"external_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_field_mappings_brand_id_field_type_pk" PRIMARY KEY("brand_id","field_type")
);
--> statement-breakpoint
CREATE TABLE "error_groups" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "source" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "brand_field_mappings" ADD CONSTRAINT "brand_field_mappings_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_field_mappings" ADD CONSTRAINT "brand_field_mappings_field_type_pii_field_types_field_type_fk" FOREIGN KEY ("field_type") REFERENCES "public"."pii_field_types"("field_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_groups" ADD CONSTRAINT "error_groups_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_at_idx" ON "error_groups" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_updated_at_idx" ON "sessions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "journeys_created_at_id_idx" ON "journeys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_at_idx" ON "audit_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_type_created_at_idx" ON "audit_logs" USING btree ("resource_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_id_created_at_idx" ON "audit_logs" USING btree ("resource_id","created_at");--> statement-breakpoint
CREATE INDEX "error_logs_fingerprint_created_at_idx" ON "error_logs" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "update_requests_created_at_idx" ON "update_requests" USING btree ("created_at");