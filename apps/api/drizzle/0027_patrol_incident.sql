CREATE TABLE "incident_counters" (
	"community_id" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"community_id" text NOT NULL,
	"incident_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"by_name" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"text" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"no" integer NOT NULL,
	"client_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"place" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'REPORTED' NOT NULL,
	"cancel_reason" text,
	"reported_by" uuid,
	"reporter_name" text NOT NULL,
	"reporter_role" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sos_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"raised_by" uuid NOT NULL,
	"raiser_name" text NOT NULL,
	"raiser_role" text NOT NULL,
	"place" text,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"raised_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" uuid,
	"acknowledger_name" text,
	"acknowledged_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	"resolved_at" timestamp (3) with time zone,
	"resolve_note" text
);
--> statement-breakpoint
CREATE TABLE "sos_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"contacts" jsonb NOT NULL,
	"alert_roles" jsonb NOT NULL,
	"repeat_seconds" integer NOT NULL,
	"residents_may_sos" boolean NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"code" text NOT NULL,
	"retired_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"checkpoint_ids" jsonb NOT NULL,
	"weekdays" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"tolerance_minutes" integer NOT NULL,
	"alert_roles" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" date NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"checkpoint_ids" jsonb NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"started_by" uuid,
	"started_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"client_uuid" uuid NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"round_id" uuid,
	"scanned_by" uuid,
	"scanned_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"late" boolean DEFAULT false NOT NULL,
	"flags" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_counters" ADD CONSTRAINT "incident_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_settings" ADD CONSTRAINT "sos_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_checkpoints" ADD CONSTRAINT "patrol_checkpoints_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plans" ADD CONSTRAINT "patrol_plans_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_plan_id_patrol_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."patrol_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_checkpoint_id_patrol_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."patrol_checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_round_id_patrol_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."patrol_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_events_incident_idx" ON "incident_events" USING btree ("community_id","incident_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_client_uuid_idx" ON "incidents" USING btree ("community_id","client_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_no_idx" ON "incidents" USING btree ("community_id","no");--> statement-breakpoint
CREATE INDEX "incidents_occurred_idx" ON "incidents" USING btree ("community_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("community_id","status","occurred_at");--> statement-breakpoint
CREATE INDEX "incidents_reporter_idx" ON "incidents" USING btree ("community_id","reported_by","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sos_alerts_one_open_idx" ON "sos_alerts" USING btree ("community_id","raised_by") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "sos_alerts_raised_idx" ON "sos_alerts" USING btree ("community_id","raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_checkpoints_code_key" ON "patrol_checkpoints" USING btree ("code");--> statement-breakpoint
CREATE INDEX "patrol_checkpoints_community_idx" ON "patrol_checkpoints" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "patrol_plans_community_idx" ON "patrol_plans" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_rounds_plan_start_key" ON "patrol_rounds" USING btree ("plan_id","starts_at");--> statement-breakpoint
CREATE INDEX "patrol_rounds_community_day_idx" ON "patrol_rounds" USING btree ("community_id","day");--> statement-breakpoint
CREATE INDEX "patrol_rounds_open_idx" ON "patrol_rounds" USING btree ("community_id","due_at") WHERE "patrol_rounds"."status" in ('SCHEDULED', 'IN_PROGRESS');--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_scans_client_key" ON "patrol_scans" USING btree ("community_id","client_uuid");--> statement-breakpoint
CREATE INDEX "patrol_scans_round_idx" ON "patrol_scans" USING btree ("round_id","checkpoint_id");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
