CREATE TABLE "losservices_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"kinds" text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "losservices_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"service_id" uuid NOT NULL,
	"requester_id" uuid,
	"requester_name" text NOT NULL,
	"place" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"preferred_date" date NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp (3) with time zone,
	"status_note" text DEFAULT '' NOT NULL,
	"review_rating" smallint,
	"review_comment" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "losservices_requests_rating_check" CHECK ("losservices_requests"."review_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "losservices_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"from_price_satang" integer NOT NULL,
	"partner_id" uuid,
	"vendor_name" text NOT NULL,
	"vendor_email" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "losservices_services_price_check" CHECK ("losservices_services"."from_price_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "losservices_requests" ADD CONSTRAINT "losservices_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "losservices_requests" ADD CONSTRAINT "losservices_requests_service_id_losservices_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."losservices_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "losservices_requests" ADD CONSTRAINT "losservices_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "losservices_services" ADD CONSTRAINT "losservices_services_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "losservices_services" ADD CONSTRAINT "losservices_services_partner_id_losservices_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."losservices_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "losservices_requests_community_idx" ON "losservices_requests" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "losservices_requests_requester_idx" ON "losservices_requests" USING btree ("community_id","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "losservices_requests_service_idx" ON "losservices_requests" USING btree ("service_id","status");--> statement-breakpoint
CREATE INDEX "losservices_services_community_idx" ON "losservices_services" USING btree ("community_id","created_at");--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
