CREATE TABLE "comment_reply_log" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_uuid" uuid NOT NULL,
	"comment_id" text NOT NULL,
	"post_id" text NOT NULL,
	"from_id" text NOT NULL,
	"from_name" text,
	"message" text NOT NULL,
	"rule_uuid" uuid,
	"rule_name" text NOT NULL,
	"commented_at" timestamp with time zone NOT NULL,
	"public_reply" text,
	"public_status" text NOT NULL,
	"public_id" text,
	"public_error" text,
	"private_reply" text,
	"private_status" text NOT NULL,
	"private_mid" text,
	"private_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reply_rules" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"post_id" text,
	"keywords" jsonb DEFAULT '[]' NOT NULL,
	"public_reply" text,
	"private_reply" text,
	"button_title" text,
	"button_target" text,
	"button_product_uuid" uuid,
	"ref" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reply_log_once_key" ON "comment_reply_log" ("page_uuid","comment_id");--> statement-breakpoint
CREATE INDEX "comment_reply_log_app_newest_idx" ON "comment_reply_log" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "comment_reply_rules_app_idx" ON "comment_reply_rules" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reply_rules_app_ref_key" ON "comment_reply_rules" ("app_uuid","ref");--> statement-breakpoint
ALTER TABLE "comment_reply_log" ADD CONSTRAINT "comment_reply_log_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_reply_rules" ADD CONSTRAINT "comment_reply_rules_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;