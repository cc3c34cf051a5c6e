CREATE TABLE "listing_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"from_status" integer,
	"status" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_status_history" ADD CONSTRAINT "listing_status_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_status_history_listing_idx" ON "listing_status_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listing_status_history_status_idx" ON "listing_status_history" USING btree ("status","changed_at");--> statement-breakpoint
-- Listings written before the history existed get one from their own dates: active from creation until
-- they closed (closed_since) or last changed (updated_at), then their present status; a pending one has
-- been pending since creation. The demo seed writes a full history of its own.
INSERT INTO "listing_status_history" ("listing_id", "from_status", "status", "changed_at", "ended_at")
SELECT "id", NULL, 2, "created_at",
       CASE WHEN "status" = 2 THEN NULL ELSE greatest("created_at", coalesce("closed_since", "updated_at")) END
FROM "listings" WHERE "status" <> 1;--> statement-breakpoint
INSERT INTO "listing_status_history" ("listing_id", "from_status", "status", "changed_at", "ended_at")
SELECT "id", CASE WHEN "status" = 1 THEN NULL ELSE 2 END, "status",
       CASE WHEN "status" = 1 THEN "created_at" ELSE greatest("created_at", coalesce("closed_since", "updated_at")) END, NULL
FROM "listings" WHERE "status" <> 2;
