CREATE TABLE "shipping_credit_top_ups" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"amount" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_request_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_courier_bookings" (
	"uuid" uuid PRIMARY KEY,
	"order_uuid" uuid NOT NULL,
	"app_uuid" uuid NOT NULL,
	"courier" text NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"fee" integer NOT NULL,
	"quote_id" text,
	"quote_expires_at" timestamp with time zone,
	"stops" jsonb NOT NULL,
	"delivery_id" text,
	"tracking_url" text,
	"driver_name" text,
	"driver_phone" text,
	"driver_plate" text,
	"failure_code" text,
	"booked_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_courier_updates" (
	"uuid" uuid PRIMARY KEY,
	"booking_uuid" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text,
	"driver_name" text,
	"driver_plate" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_credits" ADD COLUMN "shipping_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_credit_top_ups_key" ON "shipping_credit_top_ups" ("app_uuid","key");--> statement-breakpoint
CREATE INDEX "shipping_credit_top_ups_paid_idx" ON "shipping_credit_top_ups" ("app_uuid","paid_at");--> statement-breakpoint
CREATE INDEX "order_courier_bookings_order_idx" ON "order_courier_bookings" ("order_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_courier_bookings_delivery_key" ON "order_courier_bookings" ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_courier_bookings_live_key" ON "order_courier_bookings" ("order_uuid") WHERE "status" not in ('quoted', 'cancelled', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "order_courier_updates_event_key" ON "order_courier_updates" ("event_id");--> statement-breakpoint
CREATE INDEX "order_courier_updates_order_idx" ON "order_courier_updates" ("order_uuid","created_at");--> statement-breakpoint
ALTER TABLE "shipping_credit_top_ups" ADD CONSTRAINT "shipping_credit_top_ups_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_courier_bookings" ADD CONSTRAINT "order_courier_bookings_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_courier_bookings" ADD CONSTRAINT "order_courier_bookings_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_courier_updates" ADD CONSTRAINT "order_courier_updates_IkvdVVtcV4dr_fkey" FOREIGN KEY ("booking_uuid") REFERENCES "order_courier_bookings"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_courier_updates" ADD CONSTRAINT "order_courier_updates_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_credits" ADD CONSTRAINT "app_credits_shipping_check" CHECK ("shipping_credits" >= 0);