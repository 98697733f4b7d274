CREATE TABLE "gateway_phaseouts" (
	"app_uuid" uuid PRIMARY KEY,
	"start_date" date NOT NULL,
	"notices" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "business_promotion_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_phaseouts" ADD CONSTRAINT "gateway_phaseouts_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;