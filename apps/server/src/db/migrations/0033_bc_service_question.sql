CREATE TABLE "bc_service_question" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"options" text,
	"sort_no" integer NOT NULL,
	"status" text NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
