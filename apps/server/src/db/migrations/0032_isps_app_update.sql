CREATE TABLE "isps_app_update" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"release_notes" text NOT NULL,
	"download_url" text NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
