CREATE TABLE "notifications" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"page_recipient_name" text,
	"page_recipient_profile_pic" text,
	"notificationable_type" text,
	"notificationable_uuid" uuid,
	"notificationable_transaction_number" text
);
--> statement-breakpoint
DROP INDEX "apps_created_idx";--> statement-breakpoint
CREATE INDEX "apps_created_idx" ON "apps" ("created_at","uuid");--> statement-breakpoint
DROP INDEX "mail_outbox_seq_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_seq_idx" ON "mail_outbox" ("seq");--> statement-breakpoint
CREATE INDEX "notifications_app_newest_idx" ON "notifications" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "notifications_app_unread_idx" ON "notifications" ("app_uuid") WHERE "read_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;