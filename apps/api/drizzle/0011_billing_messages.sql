CREATE TABLE "billing_message_recipients" (
	"message_id" uuid NOT NULL,
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"read_at" timestamp (3) with time zone,
	"read_by" uuid,
	CONSTRAINT "billing_message_recipients_message_id_unit_id_pk" PRIMARY KEY("message_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "billing_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"building_ids" jsonb,
	"min_overdue_satang" bigint,
	"recipient_count" integer NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp (3) with time zone,
	"recalled_at" timestamp (3) with time zone,
	"recalled_by" uuid,
	"recall_reason" text
);
--> statement-breakpoint
ALTER TABLE "billing_message_recipients" ADD CONSTRAINT "billing_message_recipients_message_id_billing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."billing_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_message_recipients" ADD CONSTRAINT "billing_message_recipients_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_message_recipients" ADD CONSTRAINT "billing_message_recipients_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_message_recipients" ADD CONSTRAINT "billing_message_recipients_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_messages" ADD CONSTRAINT "billing_messages_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_messages" ADD CONSTRAINT "billing_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_messages" ADD CONSTRAINT "billing_messages_recalled_by_users_id_fk" FOREIGN KEY ("recalled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_message_recipients_unit_idx" ON "billing_message_recipients" USING btree ("community_id","unit_id");--> statement-breakpoint
CREATE INDEX "billing_messages_list_idx" ON "billing_messages" USING btree ("community_id","sent_at","id");--> statement-breakpoint
SELECT cc_protect_community_tables();
