CREATE TABLE "messenger_referrals" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"psid" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_referrals_key" ON "messenger_referrals" ("page_uuid","psid","ref");--> statement-breakpoint
CREATE INDEX "messenger_referrals_app_ref_idx" ON "messenger_referrals" ("app_uuid","ref","created_at");--> statement-breakpoint
CREATE INDEX "orders_app_source_idx" ON "orders" ("app_uuid","source","created_at") WHERE "source" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messenger_referrals" ADD CONSTRAINT "messenger_referrals_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "messenger_referrals" ADD CONSTRAINT "messenger_referrals_page_uuid_pages_uuid_fkey" FOREIGN KEY ("page_uuid") REFERENCES "pages"("uuid") ON DELETE CASCADE;