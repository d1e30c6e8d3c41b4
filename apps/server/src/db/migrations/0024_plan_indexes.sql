CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_logs_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_action_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_resource_type_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_resource_id_created_at_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_created_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_banned_created_idx" ON "users" USING btree ("created_at","id") WHERE banned is true;--> statement-breakpoint
CREATE INDEX "update_request_events_confirmed_idx" ON "update_request_events" USING btree ("request_id") WHERE type = 'confirmed';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_failures_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at") WHERE response_status is null or response_status not between 200 and 299;--> statement-breakpoint
CREATE INDEX "audit_logs_user_id_created_at_idx" ON "audit_logs" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_at_idx" ON "audit_logs" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_type_created_at_idx" ON "audit_logs" USING btree ("resource_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_id_created_at_idx" ON "audit_logs" USING btree ("resource_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at","id");