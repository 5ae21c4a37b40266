CREATE TABLE "isps_supplement_place" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"region" text,
	"address" text,
	"contact_name" text,
	"contact_phone" text,
	"business_hours" text,
	"status" text NOT NULL,
	"remark" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
