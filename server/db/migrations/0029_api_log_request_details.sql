ALTER TABLE "api_logs" ADD COLUMN "field_errors" jsonb;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "query" text;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "api_logs_request_idx" ON "api_logs" USING btree ("account_id","request_id");