CREATE TABLE "recycling_balances" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"community_id" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"grams" bigint DEFAULT 0 NOT NULL,
	"satang" bigint DEFAULT 0 NOT NULL,
	"weigh_ins" integer DEFAULT 0 NOT NULL,
	"last_weighed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "recycling_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"satang_per_kg" integer NOT NULL,
	"points_per_kg" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recycling_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind_id" uuid NOT NULL,
	"grams" integer NOT NULL,
	"satang_per_kg" integer NOT NULL,
	"points_per_kg" integer NOT NULL,
	"satang" bigint NOT NULL,
	"points" bigint NOT NULL,
	"day" date NOT NULL,
	"weighed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"cancel_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "recycling_balances" ADD CONSTRAINT "recycling_balances_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_balances" ADD CONSTRAINT "recycling_balances_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_kinds" ADD CONSTRAINT "recycling_kinds_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_kind_id_recycling_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."recycling_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_records" ADD CONSTRAINT "recycling_records_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recycling_kinds_community_name_idx" ON "recycling_kinds" USING btree ("community_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recycling_records_community_day_idx" ON "recycling_records" USING btree ("community_id","day");--> statement-breakpoint
CREATE INDEX "recycling_records_community_weighed_idx" ON "recycling_records" USING btree ("community_id","weighed_at","id");--> statement-breakpoint
CREATE INDEX "recycling_records_unit_idx" ON "recycling_records" USING btree ("community_id","unit_id","weighed_at");--> statement-breakpoint
CREATE TABLE "recycling_daily_totals" (
	"community_id" text NOT NULL,
	"day" date NOT NULL,
	"kind_id" uuid NOT NULL,
	"grams" bigint DEFAULT 0 NOT NULL,
	"satang" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"weigh_ins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recycling_daily_totals_community_id_day_kind_id_pk" PRIMARY KEY("community_id","day","kind_id")
);
--> statement-breakpoint
ALTER TABLE "recycling_daily_totals" ADD CONSTRAINT "recycling_daily_totals_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycling_daily_totals" ADD CONSTRAINT "recycling_daily_totals_kind_id_recycling_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."recycling_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The generated skeleton's placeholder table gives way to the waste bank.
DROP TABLE "recycling_items" CASCADE;--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();--> statement-breakpoint
-- Residents read their own points now: grant RECYCLING:read to the resident role of the
-- communities that exist (new ones copy it from the defaults).
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT id FROM communities LOOP
    PERFORM set_config('app.community_id', c.id::text, true);
    INSERT INTO community_role_permissions (community_id, role, permission)
      VALUES (c.id, 'RESIDENT', 'RECYCLING:read') ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.community_id', '', true);
END $$;
