CREATE TABLE "chat_admins" (
	"community_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_admins_community_id_user_id_pk" PRIMARY KEY("community_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"room_id" uuid NOT NULL,
	"message_id" uuid,
	"uploader_id" uuid,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"room_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"side" text NOT NULL,
	"sender_id" uuid,
	"client_message_id" text,
	"body" text NOT NULL,
	"recalled_at" timestamp (3) with time zone,
	"recalled_body" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_preferences" (
	"community_id" text PRIMARY KEY NOT NULL,
	"office_hours" jsonb NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_reply_enabled" boolean DEFAULT true NOT NULL,
	"auto_reply_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"quick_replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"community_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"refreshed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"resident_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"assignee_id" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp (3) with time zone,
	"last_preview" text DEFAULT '' NOT NULL,
	"last_side" text,
	"office_unread" integer DEFAULT 0 NOT NULL,
	"resident_unread" integer DEFAULT 0 NOT NULL,
	"office_read_seq" integer DEFAULT 0 NOT NULL,
	"resident_read_seq" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp (3) with time zone,
	"auto_replied" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_admins" ADD CONSTRAINT "chat_admins_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_admins" ADD CONSTRAINT "chat_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_admins" ADD CONSTRAINT "chat_admins_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_preferences" ADD CONSTRAINT "chat_preferences_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_resident_id_users_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_room_idx" ON "chat_attachments" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq_idx" ON "chat_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("room_id","sender_id","client_message_id") WHERE client_message_id is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("community_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_body_trgm_idx" ON "chat_messages" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_presence_user_idx" ON "chat_presence" USING btree ("community_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_resident_idx" ON "chat_rooms" USING btree ("community_id","resident_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_activity_idx" ON "chat_rooms" USING btree ("community_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_rooms_status_idx" ON "chat_rooms" USING btree ("community_id","status","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
SELECT cc_protect_community_tables();
--> statement-breakpoint
-- Message search (Thai substrings): row-level security keeps the application role's own ILIKE
-- from using the pg_trgm index, so this function looks the text up as the table's owner, for the
-- transaction's own community only (app.community_id), and answers IDs alone; the caller reads
-- the rows through the policy. room_filter null: every room of the community.
CREATE OR REPLACE FUNCTION chat_find_messages(find_pattern text, room_filter uuid, find_limit integer)
RETURNS TABLE (id uuid)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $fn$
DECLARE
  community text := nullif(current_setting('app.community_id', true), '');
BEGIN
  IF community IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE $q$
    SELECT x.id FROM public.chat_messages x
    WHERE x.community_id = $1 AND x.recalled_at IS NULL AND x.body ILIKE $2
      AND ($3::uuid IS NULL OR x.room_id = $3)
    ORDER BY x.created_at DESC, x.id DESC
    LIMIT $4
  $q$ USING community, find_pattern, room_filter, find_limit;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION chat_find_messages(text, uuid, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION chat_find_messages(text, uuid, integer) TO cc_app;
