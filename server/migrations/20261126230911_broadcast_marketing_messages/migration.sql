CREATE TABLE "marketing_opt_ins" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"psid" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"ended_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "via" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "marketing_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "marketing_messages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_opt_ins_person_key" ON "marketing_opt_ins" ("page_uuid","psid");--> statement-breakpoint
CREATE INDEX "marketing_opt_ins_page_status_idx" ON "marketing_opt_ins" ("page_uuid","status");--> statement-breakpoint
ALTER TABLE "marketing_opt_ins" ADD CONSTRAINT "marketing_opt_ins_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;