CREATE TABLE "app_billing" (
	"app_uuid" uuid PRIMARY KEY,
	"plan" text DEFAULT 'free' NOT NULL,
	"plan_payment_type" text
);
--> statement-breakpoint
CREATE TABLE "app_credits" (
	"app_uuid" uuid PRIMARY KEY,
	"response_credits" integer DEFAULT 500 NOT NULL,
	"credits_notice_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_feature_flags" (
	"app_uuid" uuid PRIMARY KEY,
	"bulkable" boolean DEFAULT true NOT NULL,
	"importable_csv" boolean DEFAULT true NOT NULL,
	"orders_exportable" boolean DEFAULT true NOT NULL,
	"allow_advance_order" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- Hand-written: every app's plan, credits and flags move to their own tables before the columns go.
INSERT INTO "app_billing" ("app_uuid", "plan", "plan_payment_type")
	SELECT "uuid", "plan", "plan_payment_type" FROM "apps";
--> statement-breakpoint
INSERT INTO "app_credits" ("app_uuid", "response_credits", "credits_notice_at")
	SELECT "uuid", "response_credits", "credits_notice_at" FROM "apps";
--> statement-breakpoint
INSERT INTO "app_feature_flags" ("app_uuid", "bulkable", "importable_csv", "orders_exportable", "allow_advance_order")
	SELECT "uuid", "bulkable", "importable_csv", "orders_exportable", "allow_advance_order" FROM "apps";
--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "plan_payment_type";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "response_credits";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "credits_notice_at";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "bulkable";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "importable_csv";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "orders_exportable";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "allow_advance_order";--> statement-breakpoint
ALTER TABLE "app_billing" ADD CONSTRAINT "app_billing_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_credits" ADD CONSTRAINT "app_credits_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD CONSTRAINT "app_feature_flags_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;