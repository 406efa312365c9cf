CREATE TABLE "user_active_days" (
	"community_id" text NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_active_days_community_id_day_user_id_pk" PRIMARY KEY("community_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"browser" text NOT NULL,
	"ip" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_active_days_user_idx" ON "user_active_days" USING btree ("community_id","user_id","day");--> statement-breakpoint
CREATE INDEX "sign_in_events_at_idx" ON "sign_in_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sign_in_events_user_idx" ON "sign_in_events" USING btree ("user_id","at") WHERE user_id is not null;
--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
