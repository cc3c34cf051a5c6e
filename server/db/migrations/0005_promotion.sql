CREATE TABLE "promotion_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer,
	"listing_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"periods" integer,
	"days" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"list_price_ore" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"price_ore" integer NOT NULL,
	"billing_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"period_days" integer NOT NULL,
	"max_periods" integer NOT NULL,
	"price_ore" integer NOT NULL,
	"renewal_discount_percent" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_products_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"image_url" text,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_orders" ADD CONSTRAINT "promotion_orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_orders" ADD CONSTRAINT "promotion_orders_product_id_promotion_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."promotion_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_orders" ADD CONSTRAINT "promotion_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_id_promotion_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."promotion_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_orders_promotion_idx" ON "promotion_orders" USING btree ("promotion_id","id");--> statement-breakpoint
CREATE INDEX "promotion_orders_billing_idx" ON "promotion_orders" USING btree ("billing_id","created_at");--> statement-breakpoint
CREATE INDEX "promotions_listing_idx" ON "promotions" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("listing_id","end_date","start_date") WHERE "promotions"."cancelled_at" is null;