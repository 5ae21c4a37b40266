CREATE TABLE "isps_info_article" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"publish_time" timestamp with time zone,
	"top" boolean DEFAULT false NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
