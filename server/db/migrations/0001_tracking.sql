CREATE TABLE "listing_daily_stats" (
	"listing_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"promoted_impressions" integer DEFAULT 0 NOT NULL,
	"promoted_clicks" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"action" integer NOT NULL,
	"listing_id" integer,
	"account_id" integer,
	"session_id" text NOT NULL,
	"acquisition" text NOT NULL,
	"user_token" text NOT NULL,
	"source" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_daily_stats_key" ON "listing_daily_stats" USING btree ("listing_id","day");--> statement-breakpoint
CREATE INDEX "listing_daily_stats_account_idx" ON "listing_daily_stats" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "tracking_events_listing_idx" ON "tracking_events" USING btree ("listing_id","occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_account_idx" ON "tracking_events" USING btree ("account_id","occurred_at");