CREATE TABLE "listing_counts" (
	"account_id" integer NOT NULL,
	"status" integer NOT NULL,
	"listing_type" integer NOT NULL,
	"off_market" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_account_id_status_listing_type_off_market_pk" PRIMARY KEY("account_id","status","listing_type","off_market")
);
--> statement-breakpoint
-- Every change to listings moves its rows between counts, one aggregated upsert per statement (in key order,
-- so concurrent writers lock counts in the same order); an update that moves no row between keys writes nothing.
CREATE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "listing_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_counts_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_truncate" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_clear();
--> statement-breakpoint
INSERT INTO "listing_counts" ("account_id", "status", "listing_type", "off_market", "n")
SELECT "account_id", "status", "listing_type", "off_market", count(*) FROM "listings" GROUP BY 1, 2, 3, 4;
