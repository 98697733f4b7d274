CREATE TABLE "store_announcements" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"message" text NOT NULL,
	"product_uuid" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_announcements_app_newest_idx" ON "store_announcements" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "store_announcements_app_starts_idx" ON "store_announcements" ("app_uuid","starts_at");--> statement-breakpoint
ALTER TABLE "store_announcements" ADD CONSTRAINT "store_announcements_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "store_announcements" ADD CONSTRAINT "store_announcements_product_uuid_products_uuid_fkey" FOREIGN KEY ("product_uuid") REFERENCES "products"("uuid") ON DELETE SET NULL;