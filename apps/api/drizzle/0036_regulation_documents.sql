CREATE TABLE "regulation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"archive_reason" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"stored_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulation_unit_marks" (
	"version_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"community_id" text NOT NULL,
	"read_at" timestamp (3) with time zone NOT NULL,
	"read_by" uuid,
	"acknowledged_at" timestamp (3) with time zone,
	"acknowledged_by" uuid,
	CONSTRAINT "regulation_unit_marks_version_id_unit_id_pk" PRIMARY KEY("version_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "regulation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"body_html" text,
	"file_id" uuid,
	"effective_date" date NOT NULL,
	"change_note" text DEFAULT '' NOT NULL,
	"requires_ack" boolean DEFAULT false NOT NULL,
	"published_at" timestamp (3) with time zone,
	"published_by" uuid,
	"archived_at" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "regulation_items" CASCADE;--> statement-breakpoint
ALTER TABLE "regulation_documents" ADD CONSTRAINT "regulation_documents_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_documents" ADD CONSTRAINT "regulation_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_files" ADD CONSTRAINT "regulation_files_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_files" ADD CONSTRAINT "regulation_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_unit_marks" ADD CONSTRAINT "regulation_unit_marks_version_id_regulation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."regulation_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_unit_marks" ADD CONSTRAINT "regulation_unit_marks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_unit_marks" ADD CONSTRAINT "regulation_unit_marks_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_unit_marks" ADD CONSTRAINT "regulation_unit_marks_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_unit_marks" ADD CONSTRAINT "regulation_unit_marks_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_versions" ADD CONSTRAINT "regulation_versions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_versions" ADD CONSTRAINT "regulation_versions_document_id_regulation_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."regulation_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_versions" ADD CONSTRAINT "regulation_versions_file_id_regulation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."regulation_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_versions" ADD CONSTRAINT "regulation_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_versions" ADD CONSTRAINT "regulation_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulation_documents_updated_idx" ON "regulation_documents" USING btree ("community_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "regulation_unit_marks_figures_idx" ON "regulation_unit_marks" USING btree ("version_id","unit_id","community_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "regulation_unit_marks_community_idx" ON "regulation_unit_marks" USING btree ("community_id","acknowledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "regulation_versions_no_idx" ON "regulation_versions" USING btree ("document_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "regulation_versions_one_draft_idx" ON "regulation_versions" USING btree ("document_id") WHERE "regulation_versions"."status" = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "regulation_versions_one_live_idx" ON "regulation_versions" USING btree ("document_id") WHERE "regulation_versions"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "regulation_versions_published_idx" ON "regulation_versions" USING btree ("community_id","published_at");
--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
