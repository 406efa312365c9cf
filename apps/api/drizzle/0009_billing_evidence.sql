CREATE TABLE "billing_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"bill_id" uuid,
	"amount_satang" bigint NOT NULL,
	"paid_at" timestamp (3) with time zone NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"slip_file_key" text,
	"slip_kind" text,
	"sending_bank" text,
	"trans_ref" text,
	"flagged_reason" text,
	"duplicate_of" uuid,
	"note" text,
	"reject_reason" text,
	"recorded_by" uuid,
	"verified_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"printed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "billing_receipt_counters" (
	"community_id" text NOT NULL,
	"be_year" integer NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "billing_receipt_counters_community_id_be_year_pk" PRIMARY KEY("community_id","be_year")
);
--> statement-breakpoint
CREATE TABLE "billing_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"be_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"evidence_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"amount_satang" bigint NOT NULL,
	"settlements" jsonb NOT NULL,
	"payer_name" text,
	"payer_address" text,
	"payer_tax_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"cancelled_at" timestamp (3) with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "billing_unit_credits" (
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"credit_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_unit_credits_community_id_unit_id_pk" PRIMARY KEY("community_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "billing_verifiers" (
	"community_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_verifiers_community_id_user_id_pk" PRIMARY KEY("community_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD CONSTRAINT "billing_evidence_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD CONSTRAINT "billing_evidence_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD CONSTRAINT "billing_evidence_bill_id_billing_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."billing_bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD CONSTRAINT "billing_evidence_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD CONSTRAINT "billing_evidence_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD CONSTRAINT "billing_evidence_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_receipt_counters" ADD CONSTRAINT "billing_receipt_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_receipts" ADD CONSTRAINT "billing_receipts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_receipts" ADD CONSTRAINT "billing_receipts_evidence_id_billing_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."billing_evidence"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_receipts" ADD CONSTRAINT "billing_receipts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_receipts" ADD CONSTRAINT "billing_receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_receipts" ADD CONSTRAINT "billing_receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_unit_credits" ADD CONSTRAINT "billing_unit_credits_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_unit_credits" ADD CONSTRAINT "billing_unit_credits_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_verifiers" ADD CONSTRAINT "billing_verifiers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_verifiers" ADD CONSTRAINT "billing_verifiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_verifiers" ADD CONSTRAINT "billing_verifiers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_evidence_slip_uq" ON "billing_evidence" USING btree ("community_id","sending_bank","trans_ref") WHERE slip_kind = 'SLIP' and status <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "billing_evidence_list_idx" ON "billing_evidence" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "billing_evidence_unit_idx" ON "billing_evidence" USING btree ("community_id","unit_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_evidence_paid_idx" ON "billing_evidence" USING btree ("community_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_receipts_no_uq" ON "billing_receipts" USING btree ("community_id","be_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_receipts_live_evidence_uq" ON "billing_receipts" USING btree ("evidence_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "billing_receipts_list_idx" ON "billing_receipts" USING btree ("community_id","issued_at","id");--> statement-breakpoint
SELECT cc_protect_community_tables();
