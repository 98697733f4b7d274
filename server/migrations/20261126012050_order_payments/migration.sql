CREATE TABLE "order_payments" (
	"uuid" uuid PRIMARY KEY,
	"order_uuid" uuid NOT NULL,
	"app_uuid" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_request_id" text,
	"action_url" text,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "online_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_attempt_key" ON "order_payments" ("order_uuid","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_request_key" ON "order_payments" ("payment_request_id");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;