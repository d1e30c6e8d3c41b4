ALTER TYPE "public"."update_channel" ADD VALUE 'web_form' BEFORE 'manual';--> statement-breakpoint
ALTER TYPE "public"."update_channel" ADD VALUE 'letter' BEFORE 'manual';--> statement-breakpoint
ALTER TYPE "public"."update_channel" ADD VALUE 'phone' BEFORE 'manual';--> statement-breakpoint
CREATE TABLE "brand_contact_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"footprint_id" uuid,
	"company_name" text NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"value" jsonb NOT NULL,
	"source_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_letters" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempt" integer NOT NULL,
	"posted_on" date,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_letters_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "web_form_url" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "web_form_purpose" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "web_form_source" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "web_form_checked_on" date;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "postal_address" jsonb;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "postal_address_source" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "postal_address_checked_on" date;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "phone_hours" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "phone_source" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "phone_checked_on" date;--> statement-breakpoint
ALTER TABLE "brand_contact_suggestions" ADD CONSTRAINT "brand_contact_suggestions_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_contact_suggestions" ADD CONSTRAINT "brand_contact_suggestions_footprint_id_digital_footprints_id_fk" FOREIGN KEY ("footprint_id") REFERENCES "public"."digital_footprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_contact_suggestions" ADD CONSTRAINT "brand_contact_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_contact_suggestions" ADD CONSTRAINT "brand_contact_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_letters" ADD CONSTRAINT "request_letters_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_contact_suggestions_pending_idx" ON "brand_contact_suggestions" USING btree ("created_at") WHERE status = 'pending';