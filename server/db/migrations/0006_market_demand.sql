CREATE TABLE "market_monthly_stats" (
	"month" date NOT NULL,
	"listing_type" integer NOT NULL,
	"zip_code" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_monthly_stats_month_listing_type_zip_code_pk" PRIMARY KEY("month","listing_type","zip_code")
);
--> statement-breakpoint
-- The demand so far, from the daily rollup, with each listing's present type and zip code.
INSERT INTO "market_monthly_stats" ("month", "listing_type", "zip_code", "visits", "leads")
SELECT date_trunc('month', d."day")::date, l."listing_type", coalesce(l."zip_code", ''), sum(d."visits")::int, sum(d."leads")::int
FROM "listing_daily_stats" d JOIN "listings" l ON l."id" = d."listing_id"
GROUP BY 1, 2, 3
HAVING sum(d."visits") + sum(d."leads") > 0;
