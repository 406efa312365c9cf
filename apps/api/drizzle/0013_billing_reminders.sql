CREATE TABLE "billing_reminders_sent" (
	"community_id" text NOT NULL,
	"bill_id" uuid NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_bills" ADD COLUMN "surcharge_through" date;--> statement-breakpoint
ALTER TABLE "billing_bills" ADD COLUMN "credit_used_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_evidence" ADD COLUMN "inquiry_result" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "reminders" jsonb;--> statement-breakpoint
ALTER TABLE "billing_reminders_sent" ADD CONSTRAINT "billing_reminders_sent_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders_sent" ADD CONSTRAINT "billing_reminders_sent_bill_id_billing_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."billing_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_reminders_sent_uq" ON "billing_reminders_sent" USING btree ("bill_id","step");--> statement-breakpoint
SELECT cc_protect_community_tables();
