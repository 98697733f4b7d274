CREATE TABLE "promotion_uses" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"promotion_uuid" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_total" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"value_type" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text NOT NULL,
	"product_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"minimum_purchase" integer DEFAULT 0 NOT NULL,
	"condition" text DEFAULT 'none' NOT NULL,
	"buy_quantity" integer,
	"get_quantity" integer,
	"tiers" jsonb DEFAULT '[]' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_used_within_limit" CHECK ("used_count" >= 0 and ("usage_limit" is null or "used_count" <= "usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"promotion_uuid" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"customer_key" text,
	"source_order_uuid" uuid,
	"claimed_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"order_uuid" uuid,
	"redeemed_by_user_uuid" uuid,
	"amount" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_promotion_idx" ON "promotion_uses" ("order_uuid","promotion_uuid");--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_customer_idx" ON "promotion_uses" ("promotion_uuid","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_app_code_idx" ON "promotions" ("app_uuid","code");--> statement-breakpoint
CREATE INDEX "promotions_app_kind_newest_idx" ON "promotions" ("app_uuid","kind","created_at","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_app_code_idx" ON "vouchers" ("app_uuid","code");--> statement-breakpoint
CREATE INDEX "vouchers_promotion_status_idx" ON "vouchers" ("promotion_uuid","status","created_at","uuid");--> statement-breakpoint
CREATE INDEX "vouchers_app_status_idx" ON "vouchers" ("app_uuid","status","created_at","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_rebate_order_idx" ON "vouchers" ("promotion_uuid","source_order_uuid");--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" ("order_uuid");--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_uuid_promotions_uuid_fkey" FOREIGN KEY ("promotion_uuid") REFERENCES "promotions"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_promotion_uuid_promotions_uuid_fkey" FOREIGN KEY ("promotion_uuid") REFERENCES "promotions"("uuid") ON DELETE CASCADE;