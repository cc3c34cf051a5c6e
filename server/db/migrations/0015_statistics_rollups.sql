CREATE TABLE "account_daily_stats" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"promoted_impressions" bigint DEFAULT 0 NOT NULL,
	"promoted_clicks" bigint DEFAULT 0 NOT NULL,
	"favorites" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_daily_stats_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
DROP INDEX "listing_daily_stats_account_idx";--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "visits_to_date" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "leads_to_date" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "promoted_impressions_to_date" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "promoted_clicks_to_date" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "favorites_to_date" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_daily_stats" ADD CONSTRAINT "account_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The running totals of the days so far, and the account days summed from them.
UPDATE "listing_daily_stats" d SET
	"visits_to_date" = s."visits", "leads_to_date" = s."leads", "promoted_impressions_to_date" = s."promoted_impressions",
	"promoted_clicks_to_date" = s."promoted_clicks", "favorites_to_date" = s."favorites"
FROM (
	SELECT "listing_id", "day",
		sum("visits") OVER w AS "visits", sum("leads") OVER w AS "leads", sum("promoted_impressions") OVER w AS "promoted_impressions",
		sum("promoted_clicks") OVER w AS "promoted_clicks", sum("favorites") OVER w AS "favorites"
	FROM "listing_daily_stats"
	WINDOW w AS (PARTITION BY "listing_id" ORDER BY "day")
) s
WHERE d."listing_id" = s."listing_id" AND d."day" = s."day";--> statement-breakpoint
INSERT INTO "account_daily_stats" ("account_id", "day", "visits", "leads", "promoted_impressions", "promoted_clicks", "favorites")
SELECT d."account_id", d."day", sum(d."visits"), sum(d."leads"), sum(d."promoted_impressions"), sum(d."promoted_clicks"), sum(d."favorites")
FROM "listing_daily_stats" d JOIN "accounts" a ON a."id" = d."account_id"
GROUP BY d."account_id", d."day";
