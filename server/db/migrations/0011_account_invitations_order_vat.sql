CREATE TABLE "account_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "promotion_orders" ADD COLUMN "vat_ore" integer;--> statement-breakpoint
-- Records made before VAT was recorded with them: Danish VAT, 25 %, rounded to whole øre as schemas/promotion.ts does.
UPDATE "promotion_orders" SET "vat_ore" = round("price_ore" * 25 / 100.0);--> statement-breakpoint
ALTER TABLE "promotion_orders" ALTER COLUMN "vat_ore" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_invitations_account_idx" ON "account_invitations" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "promotion_orders_account_idx" ON "promotion_orders" USING btree ("account_id","id");