CREATE TABLE "notify_channels" (
	"community_id" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'th' NOT NULL,
	"target" text,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last4" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_event_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone,
	"updated_by" uuid,
	CONSTRAINT "notify_channels_community_id_kind_pk" PRIMARY KEY("community_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notify_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"kind" text NOT NULL,
	"message_key" text NOT NULL,
	"feature_enum" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"target" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"http_status" integer,
	"provider_id" text,
	"last_error" text,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sending_until" timestamp (3) with time zone,
	"next_attempt_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "notify_line_groups" (
	"community_id" text NOT NULL,
	"group_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_line_groups_community_id_group_id_pk" PRIMARY KEY("community_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"latest_version" text NOT NULL,
	"minimum_version" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"note" text,
	"released_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notify_channels" ADD CONSTRAINT "notify_channels_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_channels" ADD CONSTRAINT "notify_channels_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_line_groups" ADD CONSTRAINT "notify_line_groups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_deliveries_message_idx" ON "notify_deliveries" USING btree ("community_id","kind","message_key");--> statement-breakpoint
CREATE INDEX "notify_deliveries_log_idx" ON "notify_deliveries" USING btree ("community_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "app_versions_platform_idx" ON "app_versions" USING btree ("platform","released_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
