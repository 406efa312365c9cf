CREATE TABLE "vms_coupon_batch_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"by" uuid,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_coupon_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"owner_unit_id" uuid NOT NULL,
	"state" text NOT NULL,
	"count" integer NOT NULL,
	"hours" integer NOT NULL,
	"price_satang" integer NOT NULL,
	"amount_satang" integer,
	"due_date" date,
	"promptpay_payload" text,
	"slips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_coupon_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"can_order" boolean NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"monthly_quota" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_coupon_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"price_per_hour_satang" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"payee_kind" text NOT NULL,
	"payee_id" text NOT NULL,
	"payee_name" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"serial" integer NOT NULL,
	"code" text NOT NULL,
	"hours" integer NOT NULL,
	"valid_until" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"used_by" uuid,
	"visit_id" uuid,
	"cancelled_at" timestamp (3) with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text
);
--> statement-breakpoint
ALTER TABLE "vms_coupon_batch_events" ADD CONSTRAINT "vms_coupon_batch_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_batch_events" ADD CONSTRAINT "vms_coupon_batch_events_batch_id_vms_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."vms_coupon_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_batch_events" ADD CONSTRAINT "vms_coupon_batch_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_batches" ADD CONSTRAINT "vms_coupon_batches_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_batches" ADD CONSTRAINT "vms_coupon_batches_owner_unit_id_units_id_fk" FOREIGN KEY ("owner_unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_batches" ADD CONSTRAINT "vms_coupon_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_owners" ADD CONSTRAINT "vms_coupon_owners_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_owners" ADD CONSTRAINT "vms_coupon_owners_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupon_settings" ADD CONSTRAINT "vms_coupon_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupons" ADD CONSTRAINT "vms_coupons_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupons" ADD CONSTRAINT "vms_coupons_batch_id_vms_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."vms_coupon_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupons" ADD CONSTRAINT "vms_coupons_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupons" ADD CONSTRAINT "vms_coupons_visit_id_vms_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."vms_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_coupons" ADD CONSTRAINT "vms_coupons_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vms_coupon_batch_events_batch_idx" ON "vms_coupon_batch_events" USING btree ("batch_id","at");--> statement-breakpoint
CREATE INDEX "vms_coupon_batches_state_idx" ON "vms_coupon_batches" USING btree ("community_id","state","created_at");--> statement-breakpoint
CREATE INDEX "vms_coupon_batches_owner_idx" ON "vms_coupon_batches" USING btree ("community_id","owner_unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_coupon_owners_unit_idx" ON "vms_coupon_owners" USING btree ("community_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_coupons_code_idx" ON "vms_coupons" USING btree ("community_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_coupons_serial_idx" ON "vms_coupons" USING btree ("batch_id","serial");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
