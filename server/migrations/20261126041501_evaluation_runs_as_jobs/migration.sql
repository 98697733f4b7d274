ALTER TABLE "evaluation_runs" ADD COLUMN "dataset" text DEFAULT 'merchant' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD COLUMN "done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD COLUMN "error" text;