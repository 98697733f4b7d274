CREATE TABLE "photos" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"product_uuid" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photos_product_idx" ON "photos" ("product_uuid","position");--> statement-breakpoint
CREATE INDEX "photos_app_created_idx" ON "photos" ("app_uuid","created_at");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_product_uuid_products_uuid_fkey" FOREIGN KEY ("product_uuid") REFERENCES "products"("uuid") ON DELETE CASCADE;