CREATE TABLE "launch_announcement_sends" (
	"announcement_uuid" uuid,
	"recipient_uuid" uuid,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "launch_announcement_sends_pkey" PRIMARY KEY("announcement_uuid","recipient_uuid")
);
--> statement-breakpoint
CREATE TABLE "launch_announcements" (
	"uuid" uuid PRIMARY KEY,
	"app_uuid" uuid NOT NULL UNIQUE,
	"message" text NOT NULL,
	"reachable" integer NOT NULL,
	"outside_window" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launch_announcement_sends" ADD CONSTRAINT "launch_announcement_sends_T9tXPEAo76vm_fkey" FOREIGN KEY ("announcement_uuid") REFERENCES "launch_announcements"("uuid") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "launch_announcements" ADD CONSTRAINT "launch_announcements_app_uuid_apps_uuid_fkey" FOREIGN KEY ("app_uuid") REFERENCES "apps"("uuid") ON DELETE CASCADE;