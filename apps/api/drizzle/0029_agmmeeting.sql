CREATE TABLE "agm_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"attendee_user_id" uuid,
	"attendee_name" text NOT NULL,
	"proxy_holder_user_id" uuid,
	"proxy_holder_name" text,
	"proxy_holder_id_no" text,
	"proxy_form_key" text,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_in_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp (3) with time zone,
	"recorded_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agm_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rule_code" text,
	"seats" integer,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"file_key" text,
	"file_name" text,
	"opened_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"passed" boolean,
	"minutes_note" text DEFAULT '' NOT NULL,
	"for_weight" bigint DEFAULT 0 NOT NULL,
	"for_units" integer DEFAULT 0 NOT NULL,
	"against_weight" bigint DEFAULT 0 NOT NULL,
	"against_units" integer DEFAULT 0 NOT NULL,
	"abstain_weight" bigint DEFAULT 0 NOT NULL,
	"abstain_units" integer DEFAULT 0 NOT NULL,
	"candidate_figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"present_weight" bigint,
	"present_units" integer
);
--> statement-breakpoint
CREATE TABLE "agm_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"place" text NOT NULL,
	"online_url" text,
	"year_end" date,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"reconvened_from_id" uuid,
	"notice_sent_at" timestamp (3) with time zone,
	"opened_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"minutes_published_at" timestamp (3) with time zone,
	"cancelled_reason" text,
	"roll_taken_at" timestamp (3) with time zone,
	"minutes" jsonb,
	"all_weight" bigint DEFAULT 0 NOT NULL,
	"all_units" integer DEFAULT 0 NOT NULL,
	"present_weight" bigint DEFAULT 0 NOT NULL,
	"present_units" integer DEFAULT 0 NOT NULL,
	"minutes_updated_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agm_notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"owner_name" text NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"state" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agm_petition_signatures" (
	"community_id" text NOT NULL,
	"petition_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_id" uuid,
	"weight" bigint NOT NULL,
	"signed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agm_petition_signatures_petition_id_unit_id_pk" PRIMARY KEY("petition_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "agm_petitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"reached_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agm_proxy_holders" (
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"holder_key" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "agm_proxy_holders_meeting_id_holder_key_pk" PRIMARY KEY("meeting_id","holder_key")
);
--> statement-breakpoint
CREATE TABLE "agm_roll" (
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"unit_no" text NOT NULL,
	"owners" jsonb NOT NULL,
	"directory_weight" bigint NOT NULL,
	"override_weight" bigint,
	"weight" bigint NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"eligible" boolean DEFAULT true NOT NULL,
	"ineligible_reason" text,
	"override_reason" text,
	CONSTRAINT "agm_roll_meeting_id_unit_id_pk" PRIMARY KEY("meeting_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "agm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"code" text NOT NULL,
	"community_type" text NOT NULL,
	"base" text NOT NULL,
	"numerator" integer NOT NULL,
	"denominator" integer NOT NULL,
	"strict" boolean NOT NULL,
	"reconvened_numerator" integer,
	"reconvened_denominator" integer,
	"legal_reference" text NOT NULL,
	"resolution_text_th" text NOT NULL,
	"resolution_text_en" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agm_vote_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"choice" text,
	"candidate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_choice" text,
	"channel" text NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "agm_votes" (
	"community_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"choice" text,
	"candidate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" bigint NOT NULL,
	"channel" text NOT NULL,
	"cast_by_user_id" uuid,
	"cast_by_name" text NOT NULL,
	"cast_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agm_votes_item_id_unit_id_pk" PRIMARY KEY("item_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "agm_attendance" ADD CONSTRAINT "agm_attendance_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_attendance" ADD CONSTRAINT "agm_attendance_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_attendance" ADD CONSTRAINT "agm_attendance_attendee_user_id_users_id_fk" FOREIGN KEY ("attendee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_attendance" ADD CONSTRAINT "agm_attendance_proxy_holder_user_id_users_id_fk" FOREIGN KEY ("proxy_holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_items" ADD CONSTRAINT "agm_items_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_items" ADD CONSTRAINT "agm_items_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_meetings" ADD CONSTRAINT "agm_meetings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_notice_deliveries" ADD CONSTRAINT "agm_notice_deliveries_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_notice_deliveries" ADD CONSTRAINT "agm_notice_deliveries_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_notice_deliveries" ADD CONSTRAINT "agm_notice_deliveries_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_petition_signatures" ADD CONSTRAINT "agm_petition_signatures_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_petition_signatures" ADD CONSTRAINT "agm_petition_signatures_petition_id_agm_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."agm_petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_petition_signatures" ADD CONSTRAINT "agm_petition_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_petitions" ADD CONSTRAINT "agm_petitions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_petitions" ADD CONSTRAINT "agm_petitions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_proxy_holders" ADD CONSTRAINT "agm_proxy_holders_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_proxy_holders" ADD CONSTRAINT "agm_proxy_holders_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_roll" ADD CONSTRAINT "agm_roll_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_roll" ADD CONSTRAINT "agm_roll_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_rules" ADD CONSTRAINT "agm_rules_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_vote_audit" ADD CONSTRAINT "agm_vote_audit_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_vote_audit" ADD CONSTRAINT "agm_vote_audit_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_vote_audit" ADD CONSTRAINT "agm_vote_audit_item_id_agm_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."agm_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_vote_audit" ADD CONSTRAINT "agm_vote_audit_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_votes" ADD CONSTRAINT "agm_votes_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_votes" ADD CONSTRAINT "agm_votes_meeting_id_agm_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."agm_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_votes" ADD CONSTRAINT "agm_votes_item_id_agm_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."agm_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agm_votes" ADD CONSTRAINT "agm_votes_cast_by_user_id_users_id_fk" FOREIGN KEY ("cast_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agm_attendance_unit_key" ON "agm_attendance" USING btree ("meeting_id","unit_id");--> statement-breakpoint
CREATE INDEX "agm_attendance_community_idx" ON "agm_attendance" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "agm_items_meeting_idx" ON "agm_items" USING btree ("meeting_id","seq");--> statement-breakpoint
CREATE INDEX "agm_meetings_community_idx" ON "agm_meetings" USING btree ("community_id","starts_at");--> statement-breakpoint
CREATE INDEX "agm_notice_deliveries_meeting_idx" ON "agm_notice_deliveries" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "agm_petition_signatures_community_idx" ON "agm_petition_signatures" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "agm_petitions_community_idx" ON "agm_petitions" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "agm_proxy_holders_community_idx" ON "agm_proxy_holders" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "agm_roll_community_idx" ON "agm_roll" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agm_rules_community_code_key" ON "agm_rules" USING btree ("community_id","code");--> statement-breakpoint
CREATE INDEX "agm_vote_audit_meeting_idx" ON "agm_vote_audit" USING btree ("meeting_id","at");--> statement-breakpoint
CREATE INDEX "agm_votes_meeting_idx" ON "agm_votes" USING btree ("meeting_id");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
