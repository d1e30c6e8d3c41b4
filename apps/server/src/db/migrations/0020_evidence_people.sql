CREATE TABLE "document_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"document_id" uuid,
	"document_type" text NOT NULL,
	"request_id" uuid,
	"organization_id" uuid,
	"company_name" text NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"category" text,
	"kind" text NOT NULL,
	"document_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requirements_one_owner" CHECK ((brand_id is null) <> (category is null))
);
--> statement-breakpoint
CREATE TABLE "document_shares" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"type" text NOT NULL,
	"name_key_id" text NOT NULL,
	"name_ciphertext" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_documents" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_documents_pkey" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "journey_household" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"name_key_id" text NOT NULL,
	"name_ciphertext" text NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "journey_joint_accounts" (
	"journey_id" uuid NOT NULL,
	"footprint_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_joint_accounts_pkey" PRIMARY KEY("journey_id","footprint_id","household_id")
);
--> statement-breakpoint
CREATE TABLE "journey_members" (
	"journey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_members_pkey" PRIMARY KEY("journey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "request_joint_approvals" (
	"request_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	CONSTRAINT "request_joint_approvals_pkey" PRIMARY KEY("request_id","household_id")
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "subject" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "acting_role" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "household_of" uuid;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_document_id_journey_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."journey_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requirements" ADD CONSTRAINT "document_requirements_brand_id_brand_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_documents" ADD CONSTRAINT "journey_documents_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_documents" ADD CONSTRAINT "journey_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_documents" ADD CONSTRAINT "journey_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_document_id_journey_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."journey_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_household" ADD CONSTRAINT "journey_household_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_household" ADD CONSTRAINT "journey_household_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_household" ADD CONSTRAINT "journey_household_invitation_id_journey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."journey_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_invitations" ADD CONSTRAINT "journey_invitations_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_invitations" ADD CONSTRAINT "journey_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_invitations" ADD CONSTRAINT "journey_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_joint_accounts" ADD CONSTRAINT "journey_joint_accounts_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_joint_accounts" ADD CONSTRAINT "journey_joint_accounts_household_id_journey_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."journey_household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_members" ADD CONSTRAINT "journey_members_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_members" ADD CONSTRAINT "journey_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_members" ADD CONSTRAINT "journey_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_joint_approvals" ADD CONSTRAINT "request_joint_approvals_request_id_update_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."update_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_joint_approvals" ADD CONSTRAINT "request_joint_approvals_household_id_journey_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."journey_household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_joint_approvals" ADD CONSTRAINT "request_joint_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_accesses_journey_id_at_idx" ON "document_accesses" USING btree ("journey_id","at");--> statement-breakpoint
CREATE INDEX "document_accesses_request_id_idx" ON "document_accesses" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_requirements_brand_kind_key" ON "document_requirements" USING btree ("brand_id","kind") WHERE brand_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_requirements_category_kind_key" ON "document_requirements" USING btree ("category","kind") WHERE category is not null;--> statement-breakpoint
CREATE INDEX "journey_documents_journey_id_idx" ON "journey_documents" USING btree ("journey_id","created_at");--> statement-breakpoint
CREATE INDEX "journey_documents_user_id_idx" ON "journey_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "request_documents_document_id_idx" ON "request_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "journey_household_journey_id_idx" ON "journey_household" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "journey_invitations_journey_id_idx" ON "journey_invitations" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "journey_invitations_invited_by_created_at_idx" ON "journey_invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "journey_members_user_id_idx" ON "journey_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_household_of_journeys_id_fk" FOREIGN KEY ("household_of") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;