CREATE TABLE "add_ons" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"max_quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"parent_uuid" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"coverage" text[] NOT NULL,
	"delivery_fee" integer NOT NULL,
	"lead_time_min_days" integer NOT NULL,
	"lead_time_max_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_settings" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL UNIQUE,
	"subcategorized" boolean NOT NULL,
	"additional_tax" integer NOT NULL,
	"additional_tax_type" text NOT NULL,
	"address_input_type" text NOT NULL,
	"delivery_fee_type" text NOT NULL,
	"email_notif_recipient" text,
	"expiration" integer NOT NULL,
	"expiration_date_type" text NOT NULL,
	"free_shipping_required_amount" integer NOT NULL,
	"location_scope" text NOT NULL,
	"charge_delivery_fee_from" text NOT NULL,
	"required_amount" integer NOT NULL,
	"shipping" boolean NOT NULL,
	"enable_product_location_availability" boolean NOT NULL,
	"digital_product" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"fee" integer NOT NULL,
	"pickup_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"enabled" boolean NOT NULL,
	"instructions" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_uuid" uuid;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" ("category_uuid");--> statement-breakpoint
CREATE INDEX "add_ons_app_idx" ON "add_ons" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "add_ons_app_name_key" ON "add_ons" ("app_uuid",lower("name"));--> statement-breakpoint
CREATE INDEX "categories_app_idx" ON "categories" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" ("parent_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_app_name_key" ON "categories" ("app_uuid",lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_areas_app_oldest_idx" ON "delivery_areas" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "shipping_methods_app_newest_idx" ON "shipping_methods" ("app_uuid","created_at","uuid");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_uuid_categories_uuid_fkey" FOREIGN KEY ("category_uuid") REFERENCES "categories"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_uuid_categories_uuid_fkey" FOREIGN KEY ("parent_uuid") REFERENCES "categories"("uuid");--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "cart_settings" ADD CONSTRAINT "cart_settings_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;