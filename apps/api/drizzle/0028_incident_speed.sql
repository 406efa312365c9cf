DROP INDEX "incidents_status_idx";--> statement-breakpoint
CREATE INDEX "incidents_severity_idx" ON "incidents" USING btree ("community_id","severity","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_category_idx" ON "incidents" USING btree ("community_id","category","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("community_id","status","occurred_at","id");