CREATE TABLE "isps_project_setting" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"app_name" text NOT NULL,
	"service_phone" text NOT NULL,
	"logo" text,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_theme_setting" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"nav_bar_color" text NOT NULL,
	"nav_text_color" text NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "isps_supplement_place" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "isps_supplement_place" ADD COLUMN "latitude" double precision;