-- The triggers keep listing_counts alone again, as migration 0008 wrote them.
CREATE OR REPLACE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (account_id, status, listing_type, off_market, n)
    SELECT account_id, status, listing_type, off_market, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, status, listing_type, off_market) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (account_id, status, listing_type, off_market, n)
    SELECT account_id, status, listing_type, off_market, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, status, listing_type, off_market) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO listing_counts AS c (account_id, status, listing_type, off_market, n)
    SELECT account_id, status, listing_type, off_market, sum(d) FROM (
      SELECT account_id, status, listing_type, off_market, -1 AS d FROM old_rows
      UNION ALL
      SELECT account_id, status, listing_type, off_market, 1 AS d FROM new_rows
    ) moved
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, status, listing_type, off_market) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TABLE "listing_month_counts" CASCADE;
