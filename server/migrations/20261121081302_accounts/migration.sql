CREATE TABLE "mail_outbox" (
	"uuid" uuid PRIMARY KEY,
	"seq" bigserial,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"uuid" uuid PRIMARY KEY,
	"user_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"uuid" uuid PRIMARY KEY,
	"email_hash" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_email_recipients" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_invitations" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_labels" (
	"uuid" uuid PRIMARY KEY,
	"user_uuid" uuid NOT NULL,
	"logo" text,
	"title" text NOT NULL,
	"domain" text NOT NULL,
	"header" text,
	"status" text DEFAULT 'active' NOT NULL,
	"favicon" text,
	"starter_price" integer,
	"bronze_price" integer,
	"silver_price" integer,
	"gold_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failures_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_uuid" uuid;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "support_contact_number" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "business_description" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "categories" jsonb DEFAULT '{"primaryCategories":[],"secondaryCategories":[]}' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_seq_idx" ON "mail_outbox" ("seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" ("user_uuid","purpose");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" ("email_hash","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_email_recipients_key" ON "app_email_recipients" ("app_uuid","kind","email");--> statement-breakpoint
CREATE UNIQUE INDEX "app_email_recipients_token_key" ON "app_email_recipients" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "app_invitations_token_key" ON "app_invitations" ("token_hash");--> statement-breakpoint
CREATE INDEX "app_invitations_app_idx" ON "app_invitations" ("app_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "white_labels_domain_key" ON "white_labels" ("domain");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_uuid_users_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_email_recipients" ADD CONSTRAINT "app_email_recipients_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_invitations" ADD CONSTRAINT "app_invitations_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_invitations" ADD CONSTRAINT "app_invitations_invited_by_uuid_users_uuid_fkey" FOREIGN KEY ("invited_by_uuid") REFERENCES "users"("uuid");--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_user_uuid_users_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid");--> statement-breakpoint
-- Accounts that existed before sign-up confirmation was required keep signing in.
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
