CREATE TABLE "audit_action_days" (
	"community_id" text NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"actions" integer NOT NULL,
	CONSTRAINT "audit_action_days_community_id_day_user_id_pk" PRIMARY KEY("community_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "audit_action_rollups" (
	"community_id" text PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_active_years" (
	"community_id" text NOT NULL,
	"year" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "user_active_years_community_id_year_user_id_role_pk" PRIMARY KEY("community_id","year","user_id","role")
);
--> statement-breakpoint
ALTER TABLE "audit_action_days" ADD CONSTRAINT "audit_action_days_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_action_days" ADD CONSTRAINT "audit_action_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_action_rollups" ADD CONSTRAINT "audit_action_rollups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_years" ADD CONSTRAINT "user_active_years_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_years" ADD CONSTRAINT "user_active_years_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement's new active days are folded into their members' year rows (one bit a day, the
-- first bit the 1st of January) in the same transaction. The days arrive once per member and day
-- in their own short transaction, so the year row is never held by a request's work.
CREATE OR REPLACE FUNCTION cc_fold_active_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_active_years (community_id, year, user_id, role, days)
    SELECT community_id, extract(year FROM day)::int, user_id, role,
           bit_or(set_bit(repeat('0', 366)::bit(366), extract(doy FROM day)::int - 1, 1))
    FROM folded
    GROUP BY 1, 2, 3, 4
  ON CONFLICT (community_id, year, user_id, role)
    DO UPDATE SET days = user_active_years.days | excluded.days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_active_days_fold AFTER INSERT ON user_active_days
  REFERENCING NEW TABLE AS folded FOR EACH STATEMENT EXECUTE FUNCTION cc_fold_active_days();--> statement-breakpoint
SELECT cc_protect_community_tables();--> statement-breakpoint
-- The days kept so far, folded community by community (the policies hold the owner too).
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT id FROM communities LOOP
    PERFORM set_config('app.community_id', c.id::text, true);
    INSERT INTO user_active_years (community_id, year, user_id, role, days)
      SELECT community_id, extract(year FROM day)::int, user_id, role,
             bit_or(set_bit(repeat('0', 366)::bit(366), extract(doy FROM day)::int - 1, 1))
      FROM user_active_days WHERE community_id = c.id
      GROUP BY 1, 2, 3, 4;
  END LOOP;
  PERFORM set_config('app.community_id', '', true);
END $$;
