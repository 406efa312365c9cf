CREATE TABLE "vms_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"id_secret" text NOT NULL,
	"fee_rules" jsonb,
	"overstay_minutes" integer DEFAULT 240 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_stamps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"visit_id" uuid NOT NULL,
	"stamped_by" uuid,
	"stamped_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"cancelled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vms_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"client_id" text,
	"slip_code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"visitor_type" text NOT NULL,
	"vehicle_type" text,
	"plate" text,
	"province" text,
	"unit_id" uuid NOT NULL,
	"purpose" text,
	"id_type" text,
	"id_last4" text,
	"id_hash" text,
	"badge" text,
	"checked_in_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"checked_in_by" uuid,
	"checked_out_at" timestamp (3) with time zone,
	"checked_out_by" uuid,
	"fee_satang" integer,
	"payment_method" text,
	"waive_reason" text,
	"forced_out_reason" text
);
--> statement-breakpoint
ALTER TABLE "vms_settings" ADD CONSTRAINT "vms_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_stamps" ADD CONSTRAINT "vms_stamps_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_stamps" ADD CONSTRAINT "vms_stamps_visit_id_vms_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."vms_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_stamps" ADD CONSTRAINT "vms_stamps_stamped_by_users_id_fk" FOREIGN KEY ("stamped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_stamps" ADD CONSTRAINT "vms_stamps_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD CONSTRAINT "vms_visits_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD CONSTRAINT "vms_visits_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD CONSTRAINT "vms_visits_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_visits" ADD CONSTRAINT "vms_visits_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vms_stamps_visit_idx" ON "vms_stamps" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_visits_client_idx" ON "vms_visits" USING btree ("community_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_visits_slip_idx" ON "vms_visits" USING btree ("community_id","slip_code");--> statement-breakpoint
CREATE INDEX "vms_visits_in_idx" ON "vms_visits" USING btree ("community_id","checked_in_at","id");--> statement-breakpoint
CREATE INDEX "vms_visits_inside_idx" ON "vms_visits" USING btree ("community_id","checked_in_at") WHERE "vms_visits"."checked_out_at" is null;--> statement-breakpoint
CREATE INDEX "vms_visits_unit_idx" ON "vms_visits" USING btree ("community_id","unit_id","checked_in_at");
--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
