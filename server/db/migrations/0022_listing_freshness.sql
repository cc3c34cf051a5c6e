CREATE TABLE "listing_freshness_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "listing_freshness_reminders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_current_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_freshness_reminders" ADD CONSTRAINT "listing_freshness_reminders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_freshness_reminders_cycle_idx" ON "listing_freshness_reminders" USING btree ("listing_id","cycle_start");--> statement-breakpoint
CREATE INDEX "listing_freshness_reminders_expires_idx" ON "listing_freshness_reminders" USING btree ("expires_at");--> statement-breakpoint
-- Databases seeded before this reason existed get it here; the seed adds it to new ones.
INSERT INTO "closing_reasons" ("id", "key", "name") VALUES (5, 'notconfirmedcurrent', 'Ikke bekræftet aktuel') ON CONFLICT DO NOTHING;
