ALTER TABLE "apps" ADD COLUMN "maintenance_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The store status machine: maintenance and deactivation become statuses of their own (hand-written).
UPDATE "apps" SET "store_status" = 'maintenance' WHERE "maintenance" AND "store_status" = 'active_store';--> statement-breakpoint
UPDATE "apps" SET "store_status" = 'deactivated' WHERE "deactivated";
