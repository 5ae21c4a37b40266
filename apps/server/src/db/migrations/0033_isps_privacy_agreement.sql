CREATE TABLE "isps_privacy_agreement" (
	"id" text PRIMARY KEY NOT NULL,
	"version_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"publish_by" text,
	"publish_time" timestamp with time zone,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
