ALTER TABLE "referral_links" ADD COLUMN "promotion_uuid" uuid;--> statement-breakpoint
ALTER TABLE "referral_links" ADD COLUMN "short_code" text;--> statement-breakpoint
-- Backfill: every existing link gets 7 random base62 characters (the correlated subquery draws per row).
UPDATE "referral_links" SET "short_code" = (
  SELECT string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 1 + floor(random() * 62)::int, 1), '')
  FROM generate_series(1, 7) AS g(i)
  WHERE "referral_links"."uuid" IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "referral_links" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_short_code_key" ON "referral_links" ("short_code");
