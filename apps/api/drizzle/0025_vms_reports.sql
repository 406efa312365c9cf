CREATE TABLE "vms_report_mail" (
	"community_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"recipients" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_report_mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"month" text NOT NULL,
	"address" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vms_report_mail" ADD CONSTRAINT "vms_report_mail_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_report_mail_sends" ADD CONSTRAINT "vms_report_mail_sends_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vms_report_mail_sends_once_idx" ON "vms_report_mail_sends" USING btree ("community_id","month","address");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
