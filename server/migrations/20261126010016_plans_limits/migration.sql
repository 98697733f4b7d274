CREATE TABLE "app_msme" (
	"app_uuid" uuid PRIMARY KEY,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"extended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_plan_changes" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"changed_by_uuid" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_response_usage" (
	"app_uuid" uuid,
	"month" text,
	"used" integer DEFAULT 0 NOT NULL,
	"notices" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "app_response_usage_pkey" PRIMARY KEY("app_uuid","month")
);
--> statement-breakpoint
CREATE INDEX "app_plan_changes_app_idx" ON "app_plan_changes" ("app_uuid","changed_at");--> statement-breakpoint
ALTER TABLE "app_msme" ADD CONSTRAINT "app_msme_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_plan_changes" ADD CONSTRAINT "app_plan_changes_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_plan_changes" ADD CONSTRAINT "app_plan_changes_changed_by_uuid_users_uuid_fkey" FOREIGN KEY ("changed_by_uuid") REFERENCES "users"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "app_response_usage" ADD CONSTRAINT "app_response_usage_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;