ALTER TABLE "listings" ADD COLUMN "origin" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
-- A listing made before its origin was kept came from the member area, unless an API key made it (the audit log
-- names the key of the 'create' entry). Which listings an import made is not known: they count as the member
-- area's, so a full feed does not close them.
UPDATE "listings" SET "origin" = 'api_key'
WHERE EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."entity" = 'listing' AND a."entity_id" = "listings"."id"::text AND a."action" = 'create' AND a."actor_api_key_id" IS NOT NULL
);
