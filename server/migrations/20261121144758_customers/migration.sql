-- Trigram indexes for the customer-name searches (customers list, orders list).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "customers" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL,
	"page_recipient_uuid" uuid,
	"mobile_number" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_uuid" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "order_uuid" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_page_recipient_key" ON "customers" ("page_recipient_uuid") WHERE "page_recipient_uuid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_app_mobile_key" ON "customers" ("app_uuid","mobile_number") WHERE "mobile_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_app_active_idx" ON "customers" ("app_uuid","last_active_at","uuid");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" ("customer_uuid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_order_idx" ON "photos" ("order_uuid","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_page_recipient_uuid_page_recipients_uuid_fkey" FOREIGN KEY ("page_recipient_uuid") REFERENCES "page_recipients"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_uuid_customers_uuid_fkey" FOREIGN KEY ("customer_uuid") REFERENCES "customers"("uuid") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_order_uuid_orders_uuid_fkey" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE CASCADE;
--> statement-breakpoint
-- Backfill: one customer per non-dummy Messenger recipient...
INSERT INTO "customers" ("uuid", "app_uuid", "page_recipient_uuid", "mobile_number", "name", "created_at", "last_active_at")
SELECT gen_random_uuid(), r."app_uuid", r."uuid", NULL, r."name", r."created_at",
  GREATEST(r."created_at", COALESCE(r."last_customer_message_at", r."created_at"),
    COALESCE((SELECT max(o."created_at") FROM "orders" o WHERE o."page_recipient_uuid" = r."uuid"), r."created_at"))
FROM "page_recipients" r WHERE NOT r."dummy";
--> statement-breakpoint
-- ...with the mobile of their latest order (one customer per app and mobile)...
UPDATE "customers" c SET "mobile_number" = x."mobile_number"
FROM (
  SELECT DISTINCT ON (o."app_uuid", o."mobile_number") c2."uuid" AS "customer_uuid", o."mobile_number"
  FROM "orders" o JOIN "customers" c2 ON c2."page_recipient_uuid" = o."page_recipient_uuid"
  WHERE o."mobile_number" <> ''
  ORDER BY o."app_uuid", o."mobile_number", o."created_at" DESC
) x
WHERE c."uuid" = x."customer_uuid" AND c."mobile_number" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "customers" d WHERE d."app_uuid" = c."app_uuid" AND d."mobile_number" = x."mobile_number");
--> statement-breakpoint
-- ...then one per app and mobile of the other orders (named as on their latest order)...
INSERT INTO "customers" ("uuid", "app_uuid", "page_recipient_uuid", "mobile_number", "name", "created_at", "last_active_at")
SELECT gen_random_uuid(), g."app_uuid", NULL, g."mobile_number",
  (SELECT o2."customer_name" FROM "orders" o2 WHERE o2."app_uuid" = g."app_uuid" AND o2."mobile_number" = g."mobile_number"
    ORDER BY o2."created_at" DESC LIMIT 1),
  g."first_at", g."last_at"
FROM (
  SELECT o."app_uuid", o."mobile_number", min(o."created_at") AS "first_at", max(o."created_at") AS "last_at"
  FROM "orders" o WHERE o."page_recipient_uuid" IS NULL AND o."mobile_number" <> ''
  GROUP BY o."app_uuid", o."mobile_number"
) g
WHERE NOT EXISTS (SELECT 1 FROM "customers" c WHERE c."app_uuid" = g."app_uuid" AND c."mobile_number" = g."mobile_number");
--> statement-breakpoint
-- ...and each order counts for its recipient's customer, else its mobile's.
UPDATE "orders" o SET "customer_uuid" = COALESCE(
  (SELECT c."uuid" FROM "customers" c WHERE c."page_recipient_uuid" = o."page_recipient_uuid"),
  (SELECT c."uuid" FROM "customers" c WHERE c."app_uuid" = o."app_uuid" AND c."mobile_number" = o."mobile_number")
);
