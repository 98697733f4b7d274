ALTER TABLE "apps" ADD COLUMN "mdr_applied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "main_store" boolean DEFAULT false NOT NULL;