CREATE TABLE "onl_cgreport_head" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"report_sql" text NOT NULL,
	"columns" jsonb NOT NULL,
	"query_fields" jsonb NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "onl_cgreport_head_code_uq" UNIQUE("tenant_id","code")
);
