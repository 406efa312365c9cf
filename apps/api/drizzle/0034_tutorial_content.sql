CREATE TABLE "tutorial_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutorial_items" ALTER COLUMN "community_id" DROP NOT NULL;--> statement-breakpoint
-- Rows from before kinds read as guides; new rows always name their kind.
ALTER TABLE "tutorial_items" ADD COLUMN "kind" text DEFAULT 'GUIDE' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorial_items" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "lang" text DEFAULT 'th' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "youtube_id" text;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "archived_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_item_id_tutorial_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tutorial_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutorial_progress_member_idx" ON "tutorial_progress" USING btree ("community_id","item_id","user_id");--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD CONSTRAINT "tutorial_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_items" ADD CONSTRAINT "tutorial_items_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutorial_items_shared_idx" ON "tutorial_items" USING btree ("created_at") WHERE "tutorial_items"."community_id" is null;
--> statement-breakpoint
-- Row-level security: tutorial_items now holds the operator's rows (no community) that every
-- community reads, so its policy is made again in the nullable form; tutorial_progress is new.
DROP POLICY IF EXISTS community_rows ON "tutorial_items";--> statement-breakpoint
SELECT cc_protect_community_tables();
