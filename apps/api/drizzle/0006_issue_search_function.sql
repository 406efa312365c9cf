-- Task search reads the pg_trgm indexes through this function. Under row-level security the
-- planner may not run a non-leakproof condition (ILIKE is one) before the policy's, so as cc_app
-- a substring search scanned every task and comment of the community instead of looking the
-- text up in the trigram indexes. The function runs as its owner, who is not held by the policy
-- (a superuser or BYPASSRLS owner; an owner held by FORCE ROW LEVEL SECURITY still gets right
-- answers, only without the indexes), and keeps the policy's rule itself:
--   * the community is read from the transaction's `app.community_id`, never taken from the
--     caller, so no argument reaches another community; without a community it finds nothing;
--   * it answers task IDs and numbers only, no text; the caller reads the rows through the
--     policy like any other;
--   * search_path is fixed, built-ins first and temporary objects last (tables are also named
--     with their schema), so no object of the caller's can stand in for a table or operator.
-- Arguments: an ILIKE pattern; a task number or null; whether live comments are searched too
-- (from three letters, where their trigram index serves); the groups the caller may see; closed
-- only (true), current only (false) or both (null); at most how many tasks the title and the
-- text lookups each read, and how many comments the comment lookup reads (null: all; a task's
-- talk may repeat a word, so that one reads more rows for as many tasks). `complete` is false
-- when a lookup stopped at its limit: the answer is then a part of what matches, not the whole.
-- EXECUTE plans each call with the pattern known, so the planner sees how selective it is.
CREATE OR REPLACE FUNCTION issue_find_tasks(
  find_pattern text,
  find_no integer,
  find_comments boolean,
  find_groups uuid[],
  find_closed boolean,
  find_limit integer,
  find_comment_limit integer
)
RETURNS TABLE (id uuid, no integer, complete boolean)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $fn$
DECLARE
  community text := nullif(current_setting('app.community_id', true), '');
BEGIN
  IF community IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE $q$
    WITH titled AS MATERIALIZED (
      SELECT x.id, x.no FROM public.issue_tasks x
      WHERE x.community_id = $1 AND x.group_id = ANY ($5) AND ($6 IS NULL OR (x.stage = 'CLOSED') = $6)
        AND x.title ILIKE $2
      LIMIT $7
    ), texted AS MATERIALIZED (
      SELECT x.id, x.no FROM public.issue_tasks x
      WHERE x.community_id = $1 AND x.group_id = ANY ($5) AND ($6 IS NULL OR (x.stage = 'CLOSED') = $6)
        AND x.body ILIKE $2
      LIMIT $7
    ), talked AS MATERIALIZED (
      SELECT x.id, x.no FROM public.issue_comments c JOIN public.issue_tasks x ON x.id = c.task_id
      WHERE $4 AND c.community_id = $1 AND c.deleted_at IS NULL AND c.body ILIKE $2
        AND x.community_id = $1 AND x.group_id = ANY ($5) AND ($6 IS NULL OR (x.stage = 'CLOSED') = $6)
      LIMIT $8
    ), numbered AS (
      SELECT x.id, x.no FROM public.issue_tasks x
      WHERE x.community_id = $1 AND x.no = $3 AND x.group_id = ANY ($5)
        AND ($6 IS NULL OR (x.stage = 'CLOSED') = $6)
    )
    SELECT u.id, u.no,
      ($7 IS NULL OR ((SELECT count(*) FROM titled) < $7 AND (SELECT count(*) FROM texted) < $7))
        AND ($8 IS NULL OR (SELECT count(*) FROM talked) < $8)
    FROM (
      SELECT * FROM titled UNION SELECT * FROM texted UNION SELECT * FROM talked UNION SELECT * FROM numbered
    ) u
  $q$ USING community, find_pattern, find_no, find_comments, find_groups, find_closed, find_limit,
    find_comment_limit;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION issue_find_tasks(text, integer, boolean, uuid[], boolean, integer, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION issue_find_tasks(text, integer, boolean, uuid[], boolean, integer, integer) TO cc_app;
