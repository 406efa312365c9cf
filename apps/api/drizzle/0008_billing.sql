CREATE TABLE "billing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"kind" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_code" text,
	"account_no" text,
	"promptpay_kind" text,
	"promptpay_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "billing_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"bill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"rate_satang" bigint NOT NULL,
	"quantity" numeric(15, 6) NOT NULL,
	"amount_satang" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_bill_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"bill_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"due_date" date NOT NULL,
	"total_satang" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"bill_no" integer NOT NULL,
	"unit_id" uuid NOT NULL,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"total_satang" bigint NOT NULL,
	"paid_satang" bigint DEFAULT 0 NOT NULL,
	"run_id" uuid,
	"recall_reason" text,
	"recalled_at" timestamp (3) with time zone,
	"recalled_by" uuid,
	"issued_at" timestamp (3) with time zone,
	"notified_at" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_counters" (
	"community_id" text PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"run_key" text NOT NULL,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"building_ids" jsonb,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"community_id" text PRIMARY KEY NOT NULL,
	"contact_phone" text,
	"charges" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bill_lines" ADD CONSTRAINT "billing_bill_lines_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bill_lines" ADD CONSTRAINT "billing_bill_lines_bill_id_billing_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."billing_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bill_revisions" ADD CONSTRAINT "billing_bill_revisions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bill_revisions" ADD CONSTRAINT "billing_bill_revisions_bill_id_billing_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."billing_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bill_revisions" ADD CONSTRAINT "billing_bill_revisions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bills" ADD CONSTRAINT "billing_bills_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bills" ADD CONSTRAINT "billing_bills_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bills" ADD CONSTRAINT "billing_bills_recalled_by_users_id_fk" FOREIGN KEY ("recalled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_bills" ADD CONSTRAINT "billing_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_counters" ADD CONSTRAINT "billing_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_accounts_community_idx" ON "billing_accounts" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_bill_lines_bill_idx" ON "billing_bill_lines" USING btree ("bill_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_bill_revisions_uq" ON "billing_bill_revisions" USING btree ("bill_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_bills_no_uq" ON "billing_bills" USING btree ("community_id","bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_bills_live_unit_period_uq" ON "billing_bills" USING btree ("community_id","unit_id","period") WHERE status <> 'RECALLED';--> statement-breakpoint
CREATE INDEX "billing_bills_list_idx" ON "billing_bills" USING btree ("community_id","period","bill_no");--> statement-breakpoint
CREATE INDEX "billing_bills_open_idx" ON "billing_bills" USING btree ("community_id","due_date") WHERE status in ('ISSUED', 'PARTIALLY_PAID');--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_key_uq" ON "billing_runs" USING btree ("community_id","run_key");--> statement-breakpoint
CREATE INDEX "billing_runs_community_idx" ON "billing_runs" USING btree ("community_id","created_at");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
--> statement-breakpoint
-- Residents read their own bills but no longer write billing: the default matrix lost
-- RESIDENT BILLING:write, and the start-up catch-up only grants keys it has never seen, so the
-- communities that exist now lose it here, once (an admin may give it back; this never reruns).
-- The policies hold the owner too, so each community's rows are named the way the app names
-- them (no role switch, which an owner without superuser may not be allowed to make).
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT id FROM communities LOOP
    PERFORM set_config('app.community_id', c.id::text, true);
    DELETE FROM community_role_permissions
      WHERE community_id = c.id AND role = 'RESIDENT' AND permission = 'BILLING:write';
  END LOOP;
  PERFORM set_config('app.community_id', '', true);
END $$;
