CREATE TABLE "job_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"attempt" integer NOT NULL,
	"will_retry" boolean NOT NULL,
	"error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_failures_created_idx" ON "job_failures" USING btree ("created_at");