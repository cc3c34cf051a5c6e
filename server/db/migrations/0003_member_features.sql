CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"zip_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"municipality_code" integer NOT NULL,
	"municipality_name" text NOT NULL,
	"region_code" integer NOT NULL,
	"region_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_agent_matches" (
	"search_agent_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"mail_id" integer,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_agent_matches_search_agent_id_listing_id_pk" PRIMARY KEY("search_agent_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "search_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"listing_types" jsonb NOT NULL,
	"municipality_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zip_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"floor_area_min" double precision,
	"floor_area_max" double precision,
	"price_min" double precision,
	"price_max" double precision,
	"rent_min" double precision,
	"rent_max" double precision,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interval" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_announcements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_agent_matches" ADD CONSTRAINT "search_agent_matches_search_agent_id_search_agents_id_fk" FOREIGN KEY ("search_agent_id") REFERENCES "public"."search_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_agent_matches" ADD CONSTRAINT "search_agent_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_agent_matches" ADD CONSTRAINT "search_agent_matches_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_agents" ADD CONSTRAINT "search_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_listing_key" ON "favorites" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "postal_areas_municipality_idx" ON "postal_areas" USING btree ("municipality_code");--> statement-breakpoint
CREATE INDEX "postal_areas_region_idx" ON "postal_areas" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "search_agent_matches_listing_idx" ON "search_agent_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "search_agents_user_idx" ON "search_agents" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "search_agents_due_idx" ON "search_agents" USING btree ("interval","active","checked_at");