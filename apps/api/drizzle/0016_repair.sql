CREATE TABLE "repair_appointments" (
	"technician_id" uuid NOT NULL,
	"slot_start" timestamp (3) with time zone NOT NULL,
	"community_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	CONSTRAINT "repair_appointments_technician_id_slot_start_pk" PRIMARY KEY("technician_id","slot_start")
);
--> statement-breakpoint
CREATE TABLE "repair_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"accept_hours" integer NOT NULL,
	"visit_hours" integer NOT NULL,
	"close_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"by" uuid,
	"by_name" text,
	"text" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shown_to_resident" boolean NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_price_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"category_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price_satang" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"no" integer NOT NULL,
	"unit_id" uuid NOT NULL,
	"unit_no" text NOT NULL,
	"building_name" text,
	"requester_user_id" uuid,
	"requester_name" text NOT NULL,
	"requester_phone" text,
	"category_id" uuid NOT NULL,
	"description" text NOT NULL,
	"preferred_times" text,
	"may_enter_when_absent" boolean NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"quote_lines" jsonb,
	"quote_total_satang" integer,
	"quote_note" text,
	"quoted_at" timestamp (3) with time zone,
	"appointment_starts_at" timestamp (3) with time zone,
	"appointment_ends_at" timestamp (3) with time zone,
	"technician_id" uuid,
	"close_note" text,
	"close_photos" jsonb,
	"collected_satang" integer,
	"payment_method" text,
	"close_requested_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"review_stars" integer,
	"review_comment" text,
	"review_photo" jsonb,
	"reviewed_at" timestamp (3) with time zone,
	"accepted_at" timestamp (3) with time zone,
	"first_visit_at" timestamp (3) with time zone,
	"accept_due_at" timestamp (3) with time zone,
	"visit_due_at" timestamp (3) with time zone,
	"close_due_at" timestamp (3) with time zone,
	"paused_at" timestamp (3) with time zone,
	"breaches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"deleted_reason" text,
	"duplicate_of" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_requests_stars" CHECK ("repair_requests"."review_stars" is null or "repair_requests"."review_stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "repair_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"slots" jsonb NOT NULL,
	"lead_hours" integer NOT NULL,
	"auto_close_days" integer NOT NULL,
	"work_days" jsonb NOT NULL,
	"work_start" text NOT NULL,
	"work_end" text NOT NULL,
	"holidays" jsonb NOT NULL,
	"warn_hours" integer NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_technicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"skills" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP INDEX "facility_bookings_list_idx";--> statement-breakpoint
ALTER TABLE "repair_appointments" ADD CONSTRAINT "repair_appointments_technician_id_repair_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."repair_technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_appointments" ADD CONSTRAINT "repair_appointments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_appointments" ADD CONSTRAINT "repair_appointments_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_categories" ADD CONSTRAINT "repair_categories_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_price_items" ADD CONSTRAINT "repair_price_items_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_price_items" ADD CONSTRAINT "repair_price_items_category_id_repair_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."repair_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_category_id_repair_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."repair_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_technician_id_repair_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."repair_technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_settings" ADD CONSTRAINT "repair_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_technicians" ADD CONSTRAINT "repair_technicians_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_appointments_request_idx" ON "repair_appointments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "repair_appointments_slot_idx" ON "repair_appointments" USING btree ("community_id","slot_start");--> statement-breakpoint
CREATE INDEX "repair_categories_community_idx" ON "repair_categories" USING btree ("community_id","sort");--> statement-breakpoint
CREATE INDEX "repair_events_request_idx" ON "repair_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_price_items_code_idx" ON "repair_price_items" USING btree ("community_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_requests_no_idx" ON "repair_requests" USING btree ("community_id","no");--> statement-breakpoint
CREATE INDEX "repair_requests_list_idx" ON "repair_requests" USING btree ("community_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_requests_state_idx" ON "repair_requests" USING btree ("community_id","state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_requests_unit_idx" ON "repair_requests" USING btree ("unit_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_requests_search_idx" ON "repair_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_technicians_community_idx" ON "repair_technicians" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "facility_bookings_list_idx" ON "facility_bookings" USING btree ("community_id","starts_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
