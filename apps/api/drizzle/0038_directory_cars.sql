CREATE TABLE "car_brands" (
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_brands_community_id_name_pk" PRIMARY KEY("community_id","name")
);
--> statement-breakpoint
CREATE TABLE "car_policies" (
	"community_id" text PRIMARY KEY NOT NULL,
	"policy" jsonb NOT NULL,
	"sticker_secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_sticker_counters" (
	"community_id" text NOT NULL,
	"year_be" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "car_sticker_counters_community_id_year_be_pk" PRIMARY KEY("community_id","year_be")
);
--> statement-breakpoint
CREATE TABLE "car_stickers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"year_be" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"valid_until" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"expiry_notice_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "unit_cars_plate_idx";--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "plate_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "digits" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "vehicle_type" text DEFAULT 'CAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "status" text DEFAULT 'APPROVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "car_brands" ADD CONSTRAINT "car_brands_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_policies" ADD CONSTRAINT "car_policies_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_sticker_counters" ADD CONSTRAINT "car_sticker_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stickers" ADD CONSTRAINT "car_stickers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stickers" ADD CONSTRAINT "car_stickers_car_id_unit_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."unit_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stickers" ADD CONSTRAINT "car_stickers_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_stickers_number_idx" ON "car_stickers" USING btree ("community_id","year_be","seq");--> statement-breakpoint
CREATE INDEX "car_stickers_car_idx" ON "car_stickers" USING btree ("car_id","issued_at");--> statement-breakpoint
CREATE INDEX "car_stickers_expiry_idx" ON "car_stickers" USING btree ("community_id","valid_until") WHERE "car_stickers"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD CONSTRAINT "unit_cars_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_cars" ADD CONSTRAINT "unit_cars_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_cars_list_idx" ON "unit_cars" USING btree ("community_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "unit_cars_key_idx" ON "unit_cars" USING btree ("community_id","plate_key");--> statement-breakpoint
CREATE INDEX "unit_cars_digits_idx" ON "unit_cars" USING btree ("community_id","digits");--> statement-breakpoint
-- Cars registered before plates had keys: the key (Thai digits to Arabic, no spaces, dashes or
-- dots, upper case) and its digit tail, as plateKeyOf and digitTailOf compute them.
UPDATE "unit_cars" SET "plate_key" = upper(regexp_replace(translate("plate_no", '๐๑๒๓๔๕๖๗๘๙', '0123456789'), '[[:space:].-]', '', 'g'));--> statement-breakpoint
UPDATE "unit_cars" SET "digits" = coalesce(substring("plate_key" from '([0-9]+)$'), '');--> statement-breakpoint
UPDATE "unit_cars" SET "province_code" = 'TH-10' WHERE "province" IN ('กรุงเทพมหานคร', 'Bangkok');--> statement-breakpoint
CREATE UNIQUE INDEX "unit_cars_active_plate_idx" ON "unit_cars" USING btree ("community_id","plate_key","province") WHERE "unit_cars"."status" = 'APPROVED';--> statement-breakpoint
-- Row-level security for the new tables holding community rows.
SELECT cc_protect_community_tables();
