CREATE TABLE "store_appearance" (
	"app_uuid" uuid PRIMARY KEY,
	"logo_url" text,
	"cover_url" text,
	"brand_color" text NOT NULL,
	"welcome_text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_appearance" ADD CONSTRAINT "store_appearance_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;