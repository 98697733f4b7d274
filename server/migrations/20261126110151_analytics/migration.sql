CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_uuid" uuid,
	"source" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"app_uuid" uuid,
	"metric" text,
	"grain" text,
	"day" date,
	"dim" text DEFAULT '',
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollups_pkey" PRIMARY KEY("app_uuid","metric","grain","day","dim")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_app_time_idx" ON "analytics_events" ("app_uuid","occurred_at");--> statement-breakpoint
CREATE INDEX "orders_app_refunded_idx" ON "orders" ("app_uuid","refunded_at") WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;