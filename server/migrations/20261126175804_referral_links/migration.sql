CREATE TABLE "referral_links" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"product_uuid" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_app_code_key" ON "referral_links" ("app_uuid","code");--> statement-breakpoint
CREATE INDEX "referral_links_app_newest_idx" ON "referral_links" ("app_uuid","created_at");--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_product_uuid_products_uuid_fkey" FOREIGN KEY ("product_uuid") REFERENCES "products"("uuid") ON DELETE SET NULL;