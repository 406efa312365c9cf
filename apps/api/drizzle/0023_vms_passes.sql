CREATE TABLE "vms_pass_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"max_window_hours" integer DEFAULT 72 NOT NULL,
	"per_unit_per_day" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"phone" text,
	"plate" text,
	"province" text,
	"valid_from" timestamp (3) with time zone NOT NULL,
	"valid_to" timestamp (3) with time zone NOT NULL,
	"entries_allowed" integer NOT NULL,
	"entries_used" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text
);
--> statement-breakpoint
ALTER TABLE "vms_visits" ADD COLUMN "pass_id" uuid;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD COLUMN "face_photo" text;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD COLUMN "plate_photo" text;--> statement-breakpoint
ALTER TABLE "vms_pass_settings" ADD CONSTRAINT "vms_pass_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_passes" ADD CONSTRAINT "vms_passes_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_passes" ADD CONSTRAINT "vms_passes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_passes" ADD CONSTRAINT "vms_passes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_passes" ADD CONSTRAINT "vms_passes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vms_passes_created_idx" ON "vms_passes" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vms_passes_unit_idx" ON "vms_passes" USING btree ("community_id","unit_id","created_at");--> statement-breakpoint
ALTER TABLE "vms_visits" ADD CONSTRAINT "vms_visits_pass_id_vms_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."vms_passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
