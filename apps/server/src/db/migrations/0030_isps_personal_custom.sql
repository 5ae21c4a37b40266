CREATE TABLE "isps_personal_custom" (
	"id" text PRIMARY KEY NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"travel_time" timestamp with time zone NOT NULL,
	"passenger_count" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"state" text NOT NULL,
	"remark" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
