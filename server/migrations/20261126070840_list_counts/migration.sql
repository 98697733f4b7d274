CREATE TABLE "list_counts" (
	"list" text,
	"app_uuid" uuid,
	"key" text,
	"shard" smallint,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_pkey" PRIMARY KEY("list","app_uuid","key","shard")
);
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_recipients_name_trgm_idx" ON "page_recipients" USING gin ("name" gin_trgm_ops);