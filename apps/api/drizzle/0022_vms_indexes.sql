DROP INDEX "vms_coupons_code_idx";--> statement-breakpoint
CREATE INDEX "vms_visits_plate_trgm_idx" ON "vms_visits" USING gin (replace(coalesce("plate", ''), ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vms_visits_name_trgm_idx" ON "vms_visits" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vms_visits_phone_trgm_idx" ON "vms_visits" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vms_visits_badge_idx" ON "vms_visits" USING btree ("community_id","badge");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_coupons_code_idx" ON "vms_coupons" USING btree ("community_id","code" text_pattern_ops);--> statement-breakpoint
-- Visit search reads the indexes above through this function, as repair search does through
-- `repair_find_requests` (0017): under row-level security the planner may not run a
-- non-leakproof condition (ILIKE is one) before the policy's, so as cc_app a search for a plate
-- seen once read all of the community's visits, newest first, to the oldest. The function runs
-- as its owner and keeps the policy's rule itself: the community is read from the transaction's
-- `app.community_id`, never taken from the caller (without one it finds nothing); it answers
-- visit IDs only, which the caller reads through the policy; search_path is fixed and tables are
-- named with their schema. Arguments: the ILIKE pattern over the plate without spaces, the ILIKE
-- pattern over name and phone, the slip code and the badge compared whole, and how many IDs at
-- most, newest first.
-- Two steps, because the planner cannot tell a rare Thai name from a common one (it guessed 3,800
-- visits for a name on 600, and read 40,000 visits newest first to find 50): first the matches
-- are looked up in the indexes alone (bitmaps; index and sequential scans are off for the
-- function), at most 2,000 of them; fewer than that is every match, answered newest first. Only
-- a text that many visits match, or one too short for trigrams (no three word characters in a
-- row), is found by reading the visits newest first, where 50 matches come soon.
CREATE OR REPLACE FUNCTION vms_find_visits(
  plate_pattern text,
  text_pattern text,
  slip text,
  badge_text text,
  find_limit integer
)
RETURNS TABLE (id uuid)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
SET enable_indexscan = off
SET enable_seqscan = off
AS $fn$
DECLARE
  community text := nullif(current_setting('app.community_id', true), '');
  few constant integer := 2000;
  ids uuid[];
  n integer;
BEGIN
  IF community IS NULL THEN
    RETURN;
  END IF;
  IF plate_pattern ~ '\w{3}' AND text_pattern ~ '\w{3}' THEN
    EXECUTE $q$
      SELECT array_agg(m.id ORDER BY m.at DESC, m.id DESC), count(*)::int FROM (
        SELECT x.id, x.checked_in_at AS at FROM public.vms_visits x
        WHERE x.community_id = $1
          AND (replace(coalesce(x.plate, ''), ' ', '') ILIKE $2 OR x.name ILIKE $3 OR x.phone ILIKE $3
            OR x.slip_code = $4 OR x.badge = $5)
        LIMIT $6
      ) m
    $q$ INTO ids, n USING community, plate_pattern, text_pattern, slip, badge_text, few;
    IF n < few THEN
      RETURN QUERY SELECT unnest(ids[1:find_limit]);
      RETURN;
    END IF;
  END IF;
  -- Many matches: the planner's own choice again (the function's settings end with it).
  PERFORM set_config('enable_indexscan', 'on', true), set_config('enable_seqscan', 'on', true);
  RETURN QUERY EXECUTE $q$
    SELECT x.id FROM public.vms_visits x
    WHERE x.community_id = $1
      AND (replace(coalesce(x.plate, ''), ' ', '') ILIKE $2 OR x.name ILIKE $3 OR x.phone ILIKE $3
        OR x.slip_code = $4 OR x.badge = $5)
    ORDER BY x.checked_in_at DESC, x.id DESC
    LIMIT $6
  $q$ USING community, plate_pattern, text_pattern, slip, badge_text, find_limit;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION vms_find_visits(text, text, text, text, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION vms_find_visits(text, text, text, text, integer) TO cc_app;
