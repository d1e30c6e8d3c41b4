CREATE INDEX "sessions_expires_at_user_id_idx" ON "sessions" USING btree ("expires_at","user_id");--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("updated_at","id") WHERE banned;--> statement-breakpoint
CREATE INDEX "digital_footprints_brand_id_idx" ON "digital_footprints" USING btree ("brand_id");