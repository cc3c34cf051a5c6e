ALTER TABLE "listing_images" ADD COLUMN "perceptual_hash" text;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "floor_plan" boolean;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "has_text" boolean;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "text_read" text;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "text_check" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cover_check_overruled" boolean DEFAULT false NOT NULL;