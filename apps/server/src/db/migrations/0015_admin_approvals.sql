CREATE TABLE "admin_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"link_key_id" text,
	"link_ciphertext" text,
	"link_expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_approval_requests" ADD CONSTRAINT "admin_approval_requests_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_approval_requests" ADD CONSTRAINT "admin_approval_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_approval_requests" ADD CONSTRAINT "admin_approval_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_approval_requests_pending_key" ON "admin_approval_requests" USING btree ("target_user_id","action") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "admin_approval_requests_status_idx" ON "admin_approval_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "admin_approval_requests_requested_by_idx" ON "admin_approval_requests" USING btree ("requested_by_user_id");--> statement-breakpoint
CREATE INDEX "admin_approval_requests_decided_by_idx" ON "admin_approval_requests" USING btree ("decided_by_user_id");--> statement-breakpoint
CREATE INDEX "admin_approval_requests_link_idx" ON "admin_approval_requests" USING btree ("link_expires_at") WHERE link_ciphertext is not null;