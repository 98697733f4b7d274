CREATE TABLE "order_items" (
	"uuid" uuid PRIMARY KEY,
	"order_uuid" uuid NOT NULL,
	"product_uuid" uuid,
	"variant_uuid" uuid,
	"product_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"add_ons" jsonb DEFAULT '[]' NOT NULL,
	"line_total" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"transaction_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pay_pending' NOT NULL,
	"payment_method" text NOT NULL,
	"customer_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"region_code" text,
	"province_code" text,
	"city_code" text,
	"street_address" text DEFAULT '' NOT NULL,
	"fulfillment" text NOT NULL,
	"shipping_method_uuid" uuid,
	"remarks" text DEFAULT '' NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"tax" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"convenience_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"advance_order_date" date,
	"page_recipient_uuid" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"for_delivery_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"auto_confirmed_at" timestamp with time zone,
	"payment_status_updated_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_check" CHECK ("subtotal" >= 0 and "delivery_fee" >= 0 and "tax" >= 0 and "discount" >= 0 and "total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" ("order_uuid","position");--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" ("variant_uuid");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" ("product_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_app_txn_key" ON "orders" ("app_uuid","transaction_number");--> statement-breakpoint
CREATE INDEX "orders_app_newest_idx" ON "orders" ("app_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_app_status_idx" ON "orders" ("app_uuid","status","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_app_payment_idx" ON "orders" ("app_uuid","payment_status","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_app_mobile_idx" ON "orders" ("app_uuid","mobile_number");--> statement-breakpoint
CREATE INDEX "orders_app_advance_idx" ON "orders" ("app_uuid","advance_order_date") WHERE "advance_order_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_page_recipient_idx" ON "orders" ("page_recipient_uuid");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_uuid_products_uuid_fkey" FOREIGN KEY ("product_uuid") REFERENCES "products"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_uuid_product_variants_uuid_fkey" FOREIGN KEY ("variant_uuid") REFERENCES "product_variants"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_uuid_shipping_methods_uuid_fkey" FOREIGN KEY ("shipping_method_uuid") REFERENCES "shipping_methods"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_page_recipient_uuid_page_recipients_uuid_fkey" FOREIGN KEY ("page_recipient_uuid") REFERENCES "page_recipients"("uuid") ON DELETE SET NULL;