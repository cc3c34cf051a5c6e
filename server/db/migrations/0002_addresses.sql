CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"access_address_id" text NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text NOT NULL,
	"floor" text,
	"door" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_street_idx" ON "addresses" USING btree ("street_name","zip_code");--> statement-breakpoint
CREATE INDEX "addresses_search_idx" ON "addresses" USING btree ("search_text");