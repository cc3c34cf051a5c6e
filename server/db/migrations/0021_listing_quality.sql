-- The score is computed in TypeScript (schemas/listings/quality.ts): rows left null here are scored at start-up by seed() (server/services/listingQuality.ts).
ALTER TABLE "listings" ADD COLUMN "quality_score" smallint;--> statement-breakpoint
CREATE INDEX "listings_account_quality_idx" ON "listings" USING btree ("account_id","quality_score");