CREATE TABLE "billing_addresses" (
	"uuid" uuid PRIMARY KEY,
	"payment_method_uuid" uuid NOT NULL CONSTRAINT "billing_addresses_method_key" UNIQUE,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"billing_contact_email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_province_region" text DEFAULT '' NOT NULL,
	"zip_postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'PH' NOT NULL,
	"payment_currency" text DEFAULT 'PHP' NOT NULL,
	"is_default_address" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"event_id" text PRIMARY KEY,
	"event" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL CONSTRAINT "payment_customers_app_key" UNIQUE,
	"customer_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"given_names" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"nationality" text NOT NULL,
	"date_of_birth" text,
	"place_of_birth" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"customer_uuid" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"payment_method_type" text NOT NULL,
	"channel_code" text NOT NULL,
	"reusability" text DEFAULT 'MULTIPLE_USE' NOT NULL,
	"status" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"action_url" text,
	"failure_code" text,
	"idempotency_key" text NOT NULL,
	"original_response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_id_key" ON "payment_methods" ("payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_idempotency_key" ON "payment_methods" ("app_uuid","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_methods_app_idx" ON "payment_methods" ("app_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_key" ON "payment_methods" ("app_uuid") WHERE "is_default";--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_payment_method_uuid_payment_methods_uuid_fkey" FOREIGN KEY ("payment_method_uuid") REFERENCES "payment_methods"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_uuid_payment_customers_uuid_fkey" FOREIGN KEY ("customer_uuid") REFERENCES "payment_customers"("uuid") ON DELETE CASCADE;