CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "listings_address_text_trgm_idx" ON "listings" USING gin ("address_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_case_number_trgm_idx" ON "listings" USING gin ("case_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_shown_case_number_trgm_idx" ON "listings" USING gin ("shown_case_number" gin_trgm_ops);