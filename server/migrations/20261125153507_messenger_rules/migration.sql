CREATE TABLE "page_utility_templates" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"template_id" text,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"parameter_format" text NOT NULL,
	"parameters" jsonb DEFAULT '[]' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messenger_updates" (
	"uuid" uuid PRIMARY KEY,
	"order_uuid" uuid NOT NULL,
	"app_uuid" uuid NOT NULL,
	"change" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"template_name" text,
	"not_reached_because" text,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "templates_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "templates_sync_error" text;--> statement-breakpoint
ALTER TABLE "messenger_notification_recipients" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messenger_notification_recipients" ADD COLUMN "last_reached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messenger_notification_recipients" ADD COLUMN "unreachable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messenger_notification_recipients" ADD COLUMN "unreachable_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "page_utility_templates_key" ON "page_utility_templates" ("page_uuid","name","language");--> statement-breakpoint
CREATE INDEX "order_messenger_updates_order_idx" ON "order_messenger_updates" ("order_uuid","created_at");--> statement-breakpoint
ALTER TABLE "page_utility_templates" ADD CONSTRAINT "page_utility_templates_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "page_utility_templates" ADD CONSTRAINT "page_utility_templates_page_uuid_pages_uuid_fkey" FOREIGN KEY ("page_uuid") REFERENCES "pages"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_messenger_updates" ADD CONSTRAINT "order_messenger_updates_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_messenger_updates" ADD CONSTRAINT "order_messenger_updates_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;