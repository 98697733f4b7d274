CREATE TABLE "job_schedules" (
	"kind" text PRIMARY KEY,
	"every_ms" integer NOT NULL,
	"last_period" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"uuid" uuid PRIMARY KEY,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" ("run_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" ("locked_until") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" ("dedupe_key") WHERE status = 'pending';