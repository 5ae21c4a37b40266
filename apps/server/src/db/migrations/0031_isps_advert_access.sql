CREATE TABLE "isps_advert_access" (
	"id" text PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"name" text NOT NULL,
	"advertiser" text NOT NULL,
	"image" text,
	"link" text,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"state" text NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
