CREATE TABLE "live_events" (
	"seq" bigserial PRIMARY KEY,
	"topic" text NOT NULL,
	"scope" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_topic_scope_seq_idx" ON "live_events" ("topic","scope","seq");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" ("created_at");