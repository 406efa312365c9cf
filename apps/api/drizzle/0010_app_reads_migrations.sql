-- The readiness probe (/api/ready) counts the applied migrations to say whether this build's
-- database is current; the API works as cc_app, which may read that list and nothing else there.
GRANT USAGE ON SCHEMA drizzle TO cc_app;--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO cc_app;
