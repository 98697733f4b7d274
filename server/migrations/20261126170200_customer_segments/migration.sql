CREATE TABLE "customer_segments" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb DEFAULT '[]' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_segments_app_name_key" ON "customer_segments" ("app_uuid",lower("name"));--> statement-breakpoint
CREATE INDEX "customer_segments_app_updated_idx" ON "customer_segments" ("app_uuid","updated_at");--> statement-breakpoint
ALTER TABLE "customer_segments" ADD CONSTRAINT "customer_segments_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;