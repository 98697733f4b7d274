CREATE TABLE "response_credit_top_ups" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"credits" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_request_id" text,
	"payment_method_uuid" uuid,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "response_credit_top_ups_app_idx" ON "response_credit_top_ups" ("app_uuid","created_at");--> statement-breakpoint
ALTER TABLE "response_credit_top_ups" ADD CONSTRAINT "response_credit_top_ups_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;