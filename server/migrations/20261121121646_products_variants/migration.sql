CREATE TABLE "product_add_ons" (
	"product_uuid" uuid,
	"add_on_uuid" uuid,
	CONSTRAINT "product_add_ons_pkey" PRIMARY KEY("product_uuid","add_on_uuid")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"file_name" text DEFAULT 'products.csv' NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"rows" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"creates" integer DEFAULT 0 NOT NULL,
	"updates" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"product_uuid" uuid NOT NULL,
	"option_values" jsonb DEFAULT '[]' NOT NULL,
	"variant_name" text NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"bought_and_reserved_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK (not "limited" or "stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "bulkable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "importable_csv" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "orders_exportable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital_product" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "section_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_add_ons_add_on_idx" ON "product_add_ons" ("add_on_uuid");--> statement-breakpoint
CREATE INDEX "product_imports_app_idx" ON "product_imports" ("app_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_name_key" ON "product_variants" ("product_uuid","variant_name");--> statement-breakpoint
CREATE INDEX "product_variants_app_idx" ON "product_variants" ("app_uuid","product_uuid");--> statement-breakpoint
CREATE INDEX "products_app_name_idx" ON "products" ("app_uuid",lower("name"),"uuid");--> statement-breakpoint
CREATE INDEX "products_app_price_idx" ON "products" ("app_uuid","price","uuid");--> statement-breakpoint
CREATE INDEX "products_app_stock_idx" ON "products" ("app_uuid",coalesce("stock_quantity", 2147483647),"uuid");--> statement-breakpoint
ALTER TABLE "product_add_ons" ADD CONSTRAINT "product_add_ons_product_uuid_products_uuid_fkey" FOREIGN KEY ("product_uuid") REFERENCES "products"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "product_add_ons" ADD CONSTRAINT "product_add_ons_add_on_uuid_add_ons_uuid_fkey" FOREIGN KEY ("add_on_uuid") REFERENCES "add_ons"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_uuid_products_uuid_fkey" FOREIGN KEY ("product_uuid") REFERENCES "products"("uuid") ON DELETE CASCADE;
--> statement-breakpoint
-- Every product sells through its variants: products stored before variants get their "Default" one.
INSERT INTO "product_variants" ("uuid", "app_uuid", "product_uuid", "variant_name", "price", "compare_at_price", "stock_quantity", "limited", "created_at", "updated_at")
SELECT gen_random_uuid(), p."app_uuid", p."uuid", 'Default', p."price", p."compare_at_price", coalesce(p."stock_quantity", 0), p."stock_quantity" IS NOT NULL, p."created_at", p."updated_at"
FROM "products" p WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_uuid" = p."uuid");
