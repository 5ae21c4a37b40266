CREATE TABLE "isps_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"feedback_type" text NOT NULL,
	"content" text NOT NULL,
	"contact_phone" text,
	"submit_time" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"last_reply_by" text,
	"last_reply_time" timestamp with time zone,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
