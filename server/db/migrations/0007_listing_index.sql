DROP INDEX "listings_account_updated_idx";--> statement-breakpoint
DROP INDEX "listings_status_type_updated_idx";--> statement-breakpoint
CREATE INDEX "listings_account_status_type_updated_idx" ON "listings" USING btree ("account_id","status","listing_type","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_account_updated_idx" ON "listings" USING btree ("account_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_status_type_updated_idx" ON "listings" USING btree ("status","listing_type","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);