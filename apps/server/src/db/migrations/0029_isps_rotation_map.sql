CREATE TABLE "isps_rotation_map" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"link" text,
	"sort" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
