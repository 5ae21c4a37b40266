CREATE TABLE "sys_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_import_job" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"result_file" "bytea",
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_user" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_rate_limit_window_idx" ON "sys_rate_limit" USING btree ("window_ends");--> statement-breakpoint
CREATE INDEX "sys_import_job_tenant_idx" ON "sys_import_job" USING btree ("tenant_id","create_time");