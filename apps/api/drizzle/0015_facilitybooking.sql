-- Exclusive facilities keep a second net against double booking: an exclusion constraint on
-- the booked time range (btree_gist ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rules" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_minutes" integer,
	"capacity" integer NOT NULL,
	"max_people" integer NOT NULL,
	"limit_per_day" integer,
	"limit_per_week" integer,
	"limit_open" integer,
	"advance_days" integer NOT NULL,
	"opens_at" text NOT NULL,
	"notice_minutes" integer NOT NULL,
	"cancel_cutoff_minutes" integer NOT NULL,
	"requires_approval" boolean NOT NULL,
	"fee_satang" integer NOT NULL,
	"deposit_satang" integer NOT NULL,
	"audience" text NOT NULL,
	"check_in_grace_minutes" integer NOT NULL,
	"hours" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_capacity_positive" CHECK ("facilities"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "facility_booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"action" text NOT NULL,
	"by" uuid,
	"by_name" text,
	"reason" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"unit_no" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"day" date NOT NULL,
	"people" integer NOT NULL,
	"places" integer NOT NULL,
	"exclusive" boolean NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"fee_satang" integer NOT NULL,
	"deposit_satang" integer NOT NULL,
	"deposit_state" text NOT NULL,
	"deposit_reason" text,
	"code" text NOT NULL,
	"booked_by" uuid,
	"booked_by_name" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"expires_at" timestamp (3) with time zone,
	"checked_in_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"group_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_bookings_range" CHECK ("facility_bookings"."ends_at" > "facility_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "facility_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rrule" text,
	"exdates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"until" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" uuid,
	"delete_reason" text
);
--> statement-breakpoint
CREATE TABLE "facility_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"slot_minutes" integer,
	"advance_days" integer NOT NULL,
	"opens_at" text NOT NULL,
	"cancel_cutoff_minutes" integer NOT NULL,
	"check_in_grace_minutes" integer NOT NULL,
	"no_show_limit" integer NOT NULL,
	"no_show_window_days" integer NOT NULL,
	"suspend_days" integer NOT NULL,
	"approval_expiry_hours" integer NOT NULL,
	"reminder_minutes" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_slot_usage" (
	"facility_id" uuid NOT NULL,
	"slot_start" timestamp (3) with time zone NOT NULL,
	"community_id" text NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "facility_slot_usage_facility_id_slot_start_pk" PRIMARY KEY("facility_id","slot_start"),
	CONSTRAINT "facility_slot_usage_taken" CHECK ("facility_slot_usage"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "facility_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"until" timestamp (3) with time zone NOT NULL,
	"no_shows" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_unit_counters" (
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"period" text NOT NULL,
	"community_id" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "facility_unit_counters_facility_id_unit_id_period_pk" PRIMARY KEY("facility_id","unit_id","period"),
	CONSTRAINT "facility_unit_counters_used" CHECK ("facility_unit_counters"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_booking_history" ADD CONSTRAINT "facility_booking_history_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_booking_history" ADD CONSTRAINT "facility_booking_history_booking_id_facility_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."facility_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_booking_history" ADD CONSTRAINT "facility_booking_history_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_events" ADD CONSTRAINT "facility_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_events" ADD CONSTRAINT "facility_events_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_events" ADD CONSTRAINT "facility_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_events" ADD CONSTRAINT "facility_events_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_settings" ADD CONSTRAINT "facility_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_slot_usage" ADD CONSTRAINT "facility_slot_usage_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_slot_usage" ADD CONSTRAINT "facility_slot_usage_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_suspensions" ADD CONSTRAINT "facility_suspensions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_suspensions" ADD CONSTRAINT "facility_suspensions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_unit_counters" ADD CONSTRAINT "facility_unit_counters_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_unit_counters" ADD CONSTRAINT "facility_unit_counters_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_unit_counters" ADD CONSTRAINT "facility_unit_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_community_idx" ON "facilities" USING btree ("community_id","name");--> statement-breakpoint
CREATE INDEX "facility_booking_history_booking_idx" ON "facility_booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "facility_bookings_list_idx" ON "facility_bookings" USING btree ("community_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "facility_bookings_facility_idx" ON "facility_bookings" USING btree ("facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "facility_bookings_unit_idx" ON "facility_bookings" USING btree ("unit_id","starts_at");--> statement-breakpoint
CREATE INDEX "facility_bookings_booker_idx" ON "facility_bookings" USING btree ("booked_by","starts_at");--> statement-breakpoint
CREATE INDEX "facility_bookings_pending_idx" ON "facility_bookings" USING btree ("community_id","starts_at") WHERE "facility_bookings"."state" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "facility_bookings_code_idx" ON "facility_bookings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "facility_events_facility_idx" ON "facility_events" USING btree ("facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "facility_suspensions_unit_idx" ON "facility_suspensions" USING btree ("unit_id","until");--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_exclusive_no_overlap" EXCLUDE USING gist ("facility_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("exclusive" AND "state" IN ('PENDING', 'CONFIRMED', 'CHECKED_IN'));--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
