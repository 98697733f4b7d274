CREATE TABLE "generated_token_logs" (
	"uuid" uuid PRIMARY KEY,
	"user_uuid" uuid NOT NULL,
	"login_type" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'client' NOT NULL,
	"first_name" text,
	"last_name" text,
	"image_url" text,
	"affiliate_code" text,
	"contact_dial_code" text,
	"contact_number" text,
	"birthdate" date,
	"authorized_network_dashboard" boolean DEFAULT false NOT NULL,
	"business_email_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_members" (
	"app_uuid" uuid,
	"user_uuid" uuid,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_members_pkey" PRIMARY KEY("app_uuid","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"uuid" uuid PRIMARY KEY,
	"name" text NOT NULL,
	"bundle_key" text NOT NULL,
	"status" text DEFAULT 'Unlaunched' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"deactivated" boolean DEFAULT false NOT NULL,
	"store_status" text DEFAULT 'pending_store' NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"plan_payment_type" text,
	"launched_at" timestamp with time zone,
	"owner_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"fb_page_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generated_token_logs_user_idx" ON "generated_token_logs" ("user_uuid");--> statement-breakpoint
CREATE INDEX "generated_token_logs_active_idx" ON "generated_token_logs" ("expires_at") WHERE "revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" ("email");--> statement-breakpoint
CREATE INDEX "users_affiliate_code_idx" ON "users" ("affiliate_code");--> statement-breakpoint
CREATE INDEX "app_members_user_idx" ON "app_members" ("user_uuid","app_uuid");--> statement-breakpoint
CREATE INDEX "apps_owner_idx" ON "apps" ("owner_uuid");--> statement-breakpoint
CREATE INDEX "apps_created_idx" ON "apps" ("created_at" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pages_app_idx" ON "pages" ("app_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_one_active_per_app" ON "pages" ("app_uuid") WHERE "active";--> statement-breakpoint
ALTER TABLE "generated_token_logs" ADD CONSTRAINT "generated_token_logs_user_uuid_users_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_members" ADD CONSTRAINT "app_members_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_members" ADD CONSTRAINT "app_members_user_uuid_users_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_owner_uuid_users_uuid_fkey" FOREIGN KEY ("owner_uuid") REFERENCES "users"("uuid");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;