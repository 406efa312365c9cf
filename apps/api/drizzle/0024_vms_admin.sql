CREATE TABLE "vms_admin_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"utility" jsonb,
	"account" jsonb,
	"documents" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vms_visits" ADD COLUMN "redacted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "vms_admin_settings" ADD CONSTRAINT "vms_admin_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vms_visits_out_idx" ON "vms_visits" USING btree ("community_id","checked_out_at","fee_satang") WHERE "vms_visits"."checked_out_at" is not null;--> statement-breakpoint
CREATE INDEX "vms_visits_unredacted_idx" ON "vms_visits" USING btree ("community_id","checked_out_at") WHERE "vms_visits"."checked_out_at" is not null and "vms_visits"."redacted_at" is null;--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
