ALTER TABLE "vms_visits" ADD COLUMN "checkout_client_id" text;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD COLUMN "checkout_fee" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "vms_visits_checkout_client_idx" ON "vms_visits" USING btree ("community_id","checkout_client_id");