-- Thai substring search over titles, texts and comments (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "issue_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"comment_id" uuid,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp (3) with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "issue_comment_edits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"community_id" text NOT NULL,
	"comment_id" uuid NOT NULL,
	"body" text NOT NULL,
	"replaced_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "issue_counters" (
	"community_id" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_group_members" (
	"community_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "issue_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"archived_by" uuid
);
--> statement-breakpoint
CREATE TABLE "issue_reactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"comment_id" uuid,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"sla_days" jsonb NOT NULL,
	"working_weekdays" integer[] NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"digest_hour" integer NOT NULL,
	"escalate_after_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_task_assignees" (
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "issue_task_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_task_reads" (
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_task_reads_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "issue_task_watchers" (
	"community_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"watched_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_task_watchers_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "issue_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"no" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'TODO' NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"due_at" timestamp (3) with time zone,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"building_id" uuid,
	"unit_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"activity_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"closed_by" uuid,
	"close_note" text,
	"close_photo_key" text,
	"recall_count" integer DEFAULT 0 NOT NULL,
	"escalated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "issue_attachments" ADD CONSTRAINT "issue_attachments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_attachments" ADD CONSTRAINT "issue_attachments_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_attachments" ADD CONSTRAINT "issue_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_attachments" ADD CONSTRAINT "issue_attachments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comment_edits" ADD CONSTRAINT "issue_comment_edits_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comment_edits" ADD CONSTRAINT "issue_comment_edits_comment_id_issue_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."issue_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_counters" ADD CONSTRAINT "issue_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_group_members" ADD CONSTRAINT "issue_group_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_group_members" ADD CONSTRAINT "issue_group_members_group_id_issue_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."issue_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_group_members" ADD CONSTRAINT "issue_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_group_members" ADD CONSTRAINT "issue_group_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_groups" ADD CONSTRAINT "issue_groups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_groups" ADD CONSTRAINT "issue_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_groups" ADD CONSTRAINT "issue_groups_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reactions" ADD CONSTRAINT "issue_reactions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reactions" ADD CONSTRAINT "issue_reactions_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reactions" ADD CONSTRAINT "issue_reactions_comment_id_issue_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."issue_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reactions" ADD CONSTRAINT "issue_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_settings" ADD CONSTRAINT "issue_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_settings" ADD CONSTRAINT "issue_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_assignees" ADD CONSTRAINT "issue_task_assignees_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_assignees" ADD CONSTRAINT "issue_task_assignees_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_assignees" ADD CONSTRAINT "issue_task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_events" ADD CONSTRAINT "issue_task_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_events" ADD CONSTRAINT "issue_task_events_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_events" ADD CONSTRAINT "issue_task_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_reads" ADD CONSTRAINT "issue_task_reads_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_reads" ADD CONSTRAINT "issue_task_reads_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_reads" ADD CONSTRAINT "issue_task_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_watchers" ADD CONSTRAINT "issue_task_watchers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_watchers" ADD CONSTRAINT "issue_task_watchers_task_id_issue_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."issue_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_task_watchers" ADD CONSTRAINT "issue_task_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tasks" ADD CONSTRAINT "issue_tasks_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tasks" ADD CONSTRAINT "issue_tasks_group_id_issue_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."issue_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tasks" ADD CONSTRAINT "issue_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tasks" ADD CONSTRAINT "issue_tasks_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_attachments_task_idx" ON "issue_attachments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "issue_comment_edits_comment_idx" ON "issue_comment_edits" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "issue_comments_task_idx" ON "issue_comments" USING btree ("task_id","created_at","id");--> statement-breakpoint
CREATE INDEX "issue_comments_body_trgm" ON "issue_comments" USING gin (body gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "issue_group_members_user_idx" ON "issue_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_groups_live_name_uq" ON "issue_groups" USING btree ("community_id","name_key") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "issue_groups_community_idx" ON "issue_groups" USING btree ("community_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_reactions_task_uq" ON "issue_reactions" USING btree ("task_id","user_id","emoji") WHERE comment_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_reactions_comment_uq" ON "issue_reactions" USING btree ("comment_id","user_id","emoji") WHERE comment_id is not null;--> statement-breakpoint
CREATE INDEX "issue_task_assignees_user_idx" ON "issue_task_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "issue_task_events_task_idx" ON "issue_task_events" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "issue_task_events_kind_idx" ON "issue_task_events" USING btree ("community_id","kind","at");--> statement-breakpoint
CREATE INDEX "issue_task_watchers_user_idx" ON "issue_task_watchers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_tasks_no_uq" ON "issue_tasks" USING btree ("community_id","no");--> statement-breakpoint
CREATE INDEX "issue_tasks_current_idx" ON "issue_tasks" USING btree ("community_id","stage","activity_at","id");--> statement-breakpoint
CREATE INDEX "issue_tasks_group_idx" ON "issue_tasks" USING btree ("group_id","stage","position");--> statement-breakpoint
CREATE INDEX "issue_tasks_due_idx" ON "issue_tasks" USING btree ("community_id","due_at") WHERE stage <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "issue_tasks_closed_idx" ON "issue_tasks" USING btree ("community_id","closed_at","id") WHERE stage = 'CLOSED';--> statement-breakpoint
CREATE INDEX "issue_tasks_title_trgm" ON "issue_tasks" USING gin (title gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "issue_tasks_body_trgm" ON "issue_tasks" USING gin (body gin_trgm_ops);
--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
