ALTER TABLE "app_feature_flags" ADD COLUMN "referrable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "applies_kyc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "product_trackable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "kiosk_tracker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "allow_product_remarks" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "sun_life" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "with_lalamove_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_feature_flags" ADD COLUMN "with_grab_express_shipping" boolean DEFAULT false NOT NULL;