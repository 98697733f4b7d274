CREATE TABLE "meta_logins" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"pages" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persistent_menus" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"url" text,
	"web_height" text DEFAULT 'full' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "subscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "subscribe_error" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "menu_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "menu_error" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "menu_error_subcode" integer;--> statement-breakpoint
CREATE INDEX "meta_logins_app_idx" ON "meta_logins" ("app_uuid");--> statement-breakpoint
CREATE INDEX "persistent_menus_app_idx" ON "persistent_menus" ("app_uuid","position");--> statement-breakpoint
ALTER TABLE "meta_logins" ADD CONSTRAINT "meta_logins_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "meta_logins" ADD CONSTRAINT "meta_logins_user_uuid_users_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "persistent_menus" ADD CONSTRAINT "persistent_menus_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;