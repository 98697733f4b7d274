CREATE TABLE "order_refunds" (
	"uuid" uuid PRIMARY KEY,
	"order_uuid" uuid NOT NULL,
	"app_uuid" uuid NOT NULL,
	"payment_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"failure_code" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_refunds_app_day_idx" ON "order_refunds" ("app_uuid","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" ("order_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_live_key" ON "order_refunds" ("order_uuid") WHERE "status" <> 'failed';--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_uuid_order_payments_uuid_fkey" FOREIGN KEY ("payment_uuid") REFERENCES "order_payments"("uuid") ON DELETE CASCADE;