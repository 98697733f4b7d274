CREATE TABLE "chatbot_settings" (
	"app_uuid" uuid PRIMARY KEY,
	"assistant_enabled" boolean DEFAULT true NOT NULL,
	"tone" text DEFAULT 'friendly' NOT NULL,
	"store_policies" text DEFAULT '' NOT NULL,
	"hand_off_rules" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_cases" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"message" text NOT NULL,
	"expected_intent" text NOT NULL,
	"expected_products" jsonb DEFAULT '[]' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_runs" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"total" integer NOT NULL,
	"passed" integer NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_responses" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"inbox_message_uuid" uuid NOT NULL UNIQUE,
	"type" text NOT NULL,
	"intent" text NOT NULL,
	"completion" text NOT NULL,
	"json_completion" jsonb,
	"products" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_message_uuid" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"published" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"stock_quantity" integer,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_recipient_uuid" uuid NOT NULL,
	"mid" text,
	"platform_origin" text DEFAULT 'messenger' NOT NULL,
	"sender" text NOT NULL,
	"message" text,
	"state" text DEFAULT 'new' NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"human_agent_tag" boolean DEFAULT false NOT NULL,
	"no_template" boolean DEFAULT true NOT NULL,
	"is_button_template" boolean DEFAULT false NOT NULL,
	"button_template" jsonb,
	"is_carousel_template" boolean DEFAULT false NOT NULL,
	"template" jsonb,
	"products" jsonb DEFAULT '[]' NOT NULL,
	"gallery_photos" jsonb DEFAULT '[]' NOT NULL,
	"sentiment" text,
	"assist_status" text,
	"assist_claimed_at" timestamp with time zone,
	"awaiting_reply" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_notification_recipients" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"psid" text NOT NULL,
	"name" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_recipients" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"psid" text NOT NULL,
	"name" text NOT NULL,
	"profile_pic" text,
	"inbox_platform_origin" text DEFAULT 'messenger' NOT NULL,
	"messenger_read" boolean DEFAULT true NOT NULL,
	"facebook_comment_read" boolean DEFAULT true NOT NULL,
	"latest_inbox_message_uuid" uuid,
	"last_customer_message_at" timestamp with time zone,
	"dummy" boolean DEFAULT false NOT NULL,
	"simulated_order" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "sentiment_analysis_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "response_credits" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "credits_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
CREATE INDEX "evaluation_cases_app_idx" ON "evaluation_cases" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "evaluation_runs_app_idx" ON "evaluation_runs" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "generated_responses_app_idx" ON "generated_responses" ("app_uuid","created_at");--> statement-breakpoint
CREATE INDEX "products_app_idx" ON "products" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_mid_key" ON "inbox_messages" ("app_uuid","mid");--> statement-breakpoint
CREATE INDEX "inbox_messages_conversation_idx" ON "inbox_messages" ("page_recipient_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "inbox_messages_assist_queue_idx" ON "inbox_messages" ("created_at") WHERE "assist_status" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "inbox_messages_awaiting_reply_idx" ON "inbox_messages" ("created_at") WHERE "awaiting_reply";--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_notification_recipients_key" ON "messenger_notification_recipients" ("page_uuid","psid");--> statement-breakpoint
CREATE INDEX "messenger_notification_recipients_app_idx" ON "messenger_notification_recipients" ("app_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "page_recipients_page_psid_key" ON "page_recipients" ("page_uuid","psid");--> statement-breakpoint
CREATE INDEX "page_recipients_app_latest_idx" ON "page_recipients" ("app_uuid","updated_at","uuid");--> statement-breakpoint
CREATE INDEX "page_recipients_app_unread_idx" ON "page_recipients" ("app_uuid","updated_at","uuid") WHERE NOT "messenger_read" OR NOT "facebook_comment_read";--> statement-breakpoint
CREATE INDEX "page_recipients_app_origin_idx" ON "page_recipients" ("app_uuid","inbox_platform_origin","updated_at","uuid");--> statement-breakpoint
ALTER TABLE "chatbot_settings" ADD CONSTRAINT "chatbot_settings_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "evaluation_cases" ADD CONSTRAINT "evaluation_cases_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD CONSTRAINT "evaluation_runs_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "generated_responses" ADD CONSTRAINT "generated_responses_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "generated_responses" ADD CONSTRAINT "generated_responses_inbox_message_uuid_inbox_messages_uuid_fkey" FOREIGN KEY ("inbox_message_uuid") REFERENCES "inbox_messages"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_page_recipient_uuid_page_recipients_uuid_fkey" FOREIGN KEY ("page_recipient_uuid") REFERENCES "page_recipients"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "messenger_notification_recipients" ADD CONSTRAINT "messenger_notification_recipients_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "messenger_notification_recipients" ADD CONSTRAINT "messenger_notification_recipients_page_uuid_pages_uuid_fkey" FOREIGN KEY ("page_uuid") REFERENCES "pages"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "page_recipients" ADD CONSTRAINT "page_recipients_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "page_recipients" ADD CONSTRAINT "page_recipients_page_uuid_pages_uuid_fkey" FOREIGN KEY ("page_uuid") REFERENCES "pages"("uuid") ON DELETE CASCADE;