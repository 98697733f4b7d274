CREATE TABLE "broadcast_recipients" (
	"uuid" uuid PRIMARY KEY,
	"broadcast_uuid" uuid NOT NULL,
	"page_recipient_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"psid" text NOT NULL,
	"name" text,
	"window_closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"mid" text,
	"error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"image_url" text,
	"buttons" jsonb DEFAULT '[]' NOT NULL,
	"segment_uuid" uuid,
	"segment_name" text,
	"ref" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"out_of_window_count" integer DEFAULT 0 NOT NULL,
	"not_on_messenger_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"paused_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_once_key" ON "broadcast_recipients" ("broadcast_uuid","page_recipient_uuid");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_status_idx" ON "broadcast_recipients" ("broadcast_uuid","status","uuid");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_receipts_idx" ON "broadcast_recipients" ("page_uuid","psid","sent_at") WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "broadcasts_app_newest_idx" ON "broadcasts" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_app_ref_key" ON "broadcasts" ("app_uuid","ref");--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_uuid_broadcasts_uuid_fkey" FOREIGN KEY ("broadcast_uuid") REFERENCES "broadcasts"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;