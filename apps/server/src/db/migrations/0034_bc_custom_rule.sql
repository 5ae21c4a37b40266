CREATE TABLE "bc_custom_rule" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"personal_discount_percent" numeric(4, 1) NOT NULL,
	"personal_min_passengers" integer NOT NULL,
	"school_discount_percent" numeric(4, 1) NOT NULL,
	"school_min_passengers" integer NOT NULL,
	"school_max_hours_per_day" integer NOT NULL,
	"advance_days" integer NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
