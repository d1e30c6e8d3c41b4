ALTER TABLE "journey_footprints" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "update_consents" ADD COLUMN "document_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_approval_requests" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_approval_requests" ADD CONSTRAINT "admin_approval_requests_document_id_journey_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."journey_documents"("id") ON DELETE cascade ON UPDATE no action;