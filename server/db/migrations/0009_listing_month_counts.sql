CREATE TABLE "listing_month_counts" (
	"account_id" integer NOT NULL,
	"status" integer NOT NULL,
	"listing_type" integer NOT NULL,
	"off_market" boolean NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_month_counts_account_id_status_listing_type_off_market_month_pk" PRIMARY KEY("account_id","status","listing_type","off_market","month")
);
--> statement-breakpoint
-- Every change to listings moves its rows between counts: what moved is gathered per key and month of last
-- update (UTC), then added to listing_counts per key and to listing_month_counts per key and month, each in key
-- order, listing_counts first, so concurrent writers lock counts in the same order. An update that moves no row
-- between keys or months writes nothing.
CREATE OR REPLACE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(m) INTO moved FROM (
      SELECT account_id, status, listing_type, off_market, date_trunc('month', updated_at, 'UTC') AS month, count(*) AS d
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
    ) m;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(m) INTO moved FROM (
      SELECT account_id, status, listing_type, off_market, date_trunc('month', updated_at, 'UTC') AS month, -count(*) AS d
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
    ) m;
  ELSE
    SELECT jsonb_agg(m) INTO moved FROM (
      SELECT account_id, status, listing_type, off_market, month, sum(d) AS d FROM (
        SELECT account_id, status, listing_type, off_market, date_trunc('month', updated_at, 'UTC') AS month, -1 AS d FROM old_rows
        UNION ALL
        SELECT account_id, status, listing_type, off_market, date_trunc('month', updated_at, 'UTC') AS month, 1 AS d FROM new_rows
      ) changed
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
    ) m;
  END IF;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO listing_counts AS c (account_id, status, listing_type, off_market, n)
  SELECT account_id, status, listing_type, off_market, sum(d)
  FROM jsonb_to_recordset(moved) AS m(account_id integer, status integer, listing_type integer, off_market boolean, d integer)
  GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, status, listing_type, off_market) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO listing_month_counts AS c (account_id, status, listing_type, off_market, month, n)
  SELECT account_id, status, listing_type, off_market, month, d
  FROM jsonb_to_recordset(moved) AS m(account_id integer, status integer, listing_type integer, off_market boolean, month timestamptz, d integer)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (account_id, status, listing_type, off_market, month) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_counts;
  DELETE FROM listing_month_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "listing_month_counts" ("account_id", "status", "listing_type", "off_market", "month", "n")
SELECT "account_id", "status", "listing_type", "off_market", date_trunc('month', "updated_at", 'UTC'), count(*) FROM "listings" GROUP BY 1, 2, 3, 4, 5;
