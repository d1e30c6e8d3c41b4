CREATE TYPE "public"."update_actor" AS ENUM('person', 'system', 'company');--> statement-breakpoint
CREATE TYPE "public"."update_channel" AS ENUM('api', 'email', 'manual');--> statement-breakpoint
CREATE TYPE "public"."update_status" AS ENUM('pending_consent', 'queued', 'sent', 'acknowledged', 'completed', 'rejected', 'needs_you', 'expired', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'UPDATE_REQUEST';--> statement-breakpoint
CREATE TABLE "brand_update_channels" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"channel" "update_channel" NOT NULL,
	"contact_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"brand_id" uuid,
	"company_name" text NOT NULL,
	"fields" text[] NOT NULL,
	"values_fingerprint" text NOT NULL,
	"consent_version" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "update_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"actor" "update_actor" NOT NULL,
	"from_status" "update_status",
	"to_status" "update_status" NOT NULL,
	"evidence" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_request_events_request_seq_key" UNIQUE("request_id","seq")
);
--> statement-breakpoint
CREATE TABLE "update_request_items" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value_key_id" text NOT NULL,
	"value_ciphertext" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason_code" text,
	"message" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "update_request_items_pkey" PRIMARY KEY("request_id","field")
);
--> statement-breakpoint
CREATE TABLE "update_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"footprint_id" uuid NOT NULL,
	"brand_id" uuid,
	"company_name" text NOT NULL,
	"channel" "update_channel" NOT NULL,
	"status" "update_status" DEFAULT 'pending_consent' NOT NULL,
	"reference" text NOT NULL,
	"destination" text,
	"effective_date" date,
	"consent_id" uuid,
	"attempt" integer DEFAULT 1 NOT NULL,
	"follow_up_step" integer DEFAULT 0 NOT NULL,
	"follow_up_at" timestamp with time zone,
	"links_expire_at" timestamp with time zone,
	"status_reason" text,
	"status_message" text,
	"sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "update_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_update_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "contact_email_source" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "contact_email_checked_on" date;--> statement-breakpoint
ALTER TABLE "brand_update_channels" ADD CONSTRAINT "brand_update_channels_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_consents" ADD CONSTRAINT "update_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_consents" ADD CONSTRAINT "update_consents_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_consents" ADD CONSTRAINT "update_consents_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_request_events" ADD CONSTRAINT "update_request_events_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_request_items" ADD CONSTRAINT "update_request_items_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_consent_id_update_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."update_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "update_consents_user_id_created_at_idx" ON "update_consents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "update_request_events_user_id_idx" ON "update_request_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "update_request_events_created_at_idx" ON "update_request_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "update_request_items_user_id_idx" ON "update_request_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "update_requests_user_journey_idx" ON "update_requests" USING btree ("user_id","journey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "update_requests_open_link_key" ON "update_requests" USING btree ("journey_id","footprint_id") WHERE status not in ('cancelled', 'expired', 'rejected');--> statement-breakpoint
CREATE INDEX "update_requests_follow_up_idx" ON "update_requests" USING btree ("follow_up_at") WHERE follow_up_at is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION update_request_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'update_request_events is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM update_requests WHERE id = OLD.request_id) THEN
    RAISE EXCEPTION 'update_request_events is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER update_request_events_append_only
  BEFORE UPDATE OR DELETE ON update_request_events
  FOR EACH ROW EXECUTE FUNCTION update_request_events_append_only();
