-- Row-level security beneath the community scope. The API works as cc_app, which owns no table
-- and bypasses nothing: a row of a table with a community_id column is visible and writable only
-- inside a transaction that names its community (`app.community_id`, set by the community scope).
-- cc_across bypasses the policies; cc_app reaches it only through `acrossCommunities`, which
-- names why. Migrations run as the owner that runs this file.
--
-- Roles belong to the whole cluster, so databases sharing one (tests, several deployments) meet
-- roles created by another: each is created only when missing, and a creation that races another
-- database's is taken as done.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cc_app') THEN
    BEGIN
      CREATE ROLE cc_app NOLOGIN NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cc_across') THEN
    BEGIN
      CREATE ROLE cc_across NOLOGIN BYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
END $$;--> statement-breakpoint
-- cc_app may switch to cc_across (SET LOCAL ROLE); the owner may switch to cc_app (its pool's
-- connections start as it). Superusers hold every role already.
DO $$
BEGIN
  IF NOT pg_has_role('cc_app', 'cc_across', 'MEMBER') THEN
    BEGIN
      GRANT cc_across TO cc_app;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'cc_app', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT cc_app TO %I', current_user);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO cc_app, cc_across;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO cc_app, cc_across;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO cc_app, cc_across;--> statement-breakpoint
-- Tables later migrations create (new areas) are granted the same without anyone remembering.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO cc_app, cc_across;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO cc_app, cc_across;--> statement-breakpoint
-- Enables and forces (so the owner's own sessions are held too, unless superuser) row-level
-- security on every table with a community_id column that has no `community_rows` policy yet, and
-- gives it that policy. A row without a community (a password-reset token, a platform audit
-- entry) belongs to no community, so a nullable column also lets those rows through. A later
-- migration that adds such a table ends with `SELECT cc_protect_community_tables();` (the area
-- generator writes it), and the catalogue test fails on any table left out.
CREATE OR REPLACE FUNCTION cc_protect_community_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  own_community text := 'community_id = nullif(current_setting(''app.community_id'', true), '''')';
BEGIN
  FOR t IN
    SELECT c.table_name, c.is_nullable = 'YES' AS nullable
    FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'community_id'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.table_name);
    IF NOT EXISTS (
      SELECT FROM pg_policies p
      WHERE p.schemaname = 'public' AND p.tablename = t.table_name AND p.policyname = 'community_rows'
    ) THEN
      EXECUTE format(
        'CREATE POLICY community_rows ON %I USING (%s)',
        t.table_name,
        CASE WHEN t.nullable THEN 'community_id IS NULL OR ' || own_community ELSE own_community END
      );
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION cc_protect_community_tables() FROM PUBLIC;--> statement-breakpoint
SELECT cc_protect_community_tables();
