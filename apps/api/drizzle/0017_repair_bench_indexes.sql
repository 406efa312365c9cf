CREATE INDEX "repair_events_action_idx" ON "repair_events" USING btree ("community_id","action","at");--> statement-breakpoint
CREATE INDEX "repair_requests_count_idx" ON "repair_requests" USING btree ("community_id","state","category_id") WHERE "repair_requests"."deleted_at" is null;--> statement-breakpoint
-- Repair search reads the pg_trgm index `repair_requests_search_idx` through this function, as
-- task search does through `issue_find_tasks` (0006): under row-level security the planner may
-- not run a non-leakproof condition (LIKE is one) before the policy's, so as cc_app a search
-- scanned every request of the community. The function runs as its owner and keeps the policy's
-- rule itself: the community is read from the transaction's `app.community_id`, never taken from
-- the caller (without one it finds nothing); it answers request IDs only, which the caller reads
-- through the policy; search_path is fixed and tables are named with their schema.
-- Arguments: a LIKE pattern over `search_text`; the page's key (created_at, id) or nulls for the
-- first page; how many IDs at most, newest first. EXECUTE plans each call with the pattern
-- known: a word on many requests walks the newest-first index, a rare one (a phone, a unit)
-- looks its trigrams up.
CREATE OR REPLACE FUNCTION repair_find_requests(
  find_pattern text,
  after_at timestamptz,
  after_id uuid,
  find_limit integer
)
RETURNS TABLE (id uuid)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $fn$
DECLARE
  community text := nullif(current_setting('app.community_id', true), '');
BEGIN
  IF community IS NULL THEN
    RETURN;
  END IF;
  IF after_at IS NULL THEN
    RETURN QUERY EXECUTE $q$
      SELECT x.id FROM public.repair_requests x
      WHERE x.community_id = $1 AND x.deleted_at IS NULL AND x.search_text LIKE $2
      ORDER BY x.created_at DESC, x.id DESC
      LIMIT $3
    $q$ USING community, find_pattern, find_limit;
  ELSE
    RETURN QUERY EXECUTE $q$
      SELECT x.id FROM public.repair_requests x
      WHERE x.community_id = $1 AND x.deleted_at IS NULL AND x.search_text LIKE $2
        AND (x.created_at, x.id) < ($4, $5)
      ORDER BY x.created_at DESC, x.id DESC
      LIMIT $3
    $q$ USING community, find_pattern, find_limit, after_at, after_id;
  END IF;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION repair_find_requests(text, timestamptz, uuid, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION repair_find_requests(text, timestamptz, uuid, integer) TO cc_app;
--> statement-breakpoint
-- The operating results read every request with a step in the months asked for; this index
-- carries the columns they use, so that read is an index-only scan instead of the wide rows.
CREATE INDEX "repair_requests_results_idx" ON "repair_requests" USING btree ("community_id", "created_at")
  INCLUDE ("accepted_at", "quoted_at", "first_visit_at", "close_requested_at", "closed_at", "state", "breaches",
    "quote_total_satang", "collected_satang")
  WHERE "deleted_at" IS NULL;
