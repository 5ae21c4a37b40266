CREATE TABLE "sys_announcement" (
	"id" text PRIMARY KEY NOT NULL,
	"titile" text NOT NULL,
	"msg_content" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sender" text,
	"priority" text DEFAULT 'L' NOT NULL,
	"msg_category" text DEFAULT '1' NOT NULL,
	"msg_type" text DEFAULT 'ALL' NOT NULL,
	"user_ids" text,
	"send_status" text DEFAULT '0' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"open_type" text,
	"open_page" text,
	"bus_type" text,
	"bus_id" text,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_send" (
	"id" text PRIMARY KEY NOT NULL,
	"annt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_flag" smallint DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_data_log" (
	"id" text PRIMARY KEY NOT NULL,
	"data_table" text NOT NULL,
	"data_id" text NOT NULL,
	"data_version" integer NOT NULL,
	"data_content" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission_data_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"permission_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_column" text NOT NULL,
	"rule_conditions" text NOT NULL,
	"rule_value" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_permission" (
	"depart_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_depart_permission_depart_id_permission_id_pk" PRIMARY KEY("depart_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role" (
	"id" text PRIMARY KEY NOT NULL,
	"depart_id" text NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_depart_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_user" (
	"user_id" text NOT NULL,
	"drole_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_depart_role_user_user_id_drole_id_pk" PRIMARY KEY("user_id","drole_id")
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_class" text NOT NULL,
	"rule_params" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_fill_rule_rule_code_unique" UNIQUE("rule_code")
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule_sequence" (
	"sequence_key" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_check_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_json" text NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_check_rule_rule_code_unique" UNIQUE("rule_code")
);
--> statement-breakpoint
CREATE TABLE "sys_category" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_child" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_category_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job" (
	"id" text PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"job_class_name" text NOT NULL,
	"cron_expression" text NOT NULL,
	"parameter" text,
	"description" text,
	"status" smallint DEFAULT -1 NOT NULL,
	"last_run_time" timestamp with time zone,
	"last_run_result" text,
	"next_run_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job_run" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"success" boolean,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "sys_user_notify_pref" (
	"user_id" text PRIMARY KEY NOT NULL,
	"announcement_enabled" boolean DEFAULT true NOT NULL,
	"system_message_enabled" boolean DEFAULT true NOT NULL,
	"todo_enabled" boolean DEFAULT true NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_data_source" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"db_type" text DEFAULT 'postgresql' NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 5432 NOT NULL,
	"database_name" text NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_data_source_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_gateway_route" (
	"id" text PRIMARY KEY NOT NULL,
	"router_id" text NOT NULL,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"predicates" text DEFAULT '[]' NOT NULL,
	"filters" text DEFAULT '[]' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_gateway_route_router_id_unique" UNIQUE("router_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD COLUMN "data_rule_ids" text;--> statement-breakpoint
CREATE INDEX "sys_announcement_tenant_idx" ON "sys_announcement" USING btree ("tenant_id","send_status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_announcement_send_annt_user_uq" ON "sys_announcement_send" USING btree ("annt_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_announcement_send_user_idx" ON "sys_announcement_send" USING btree ("user_id","read_flag");--> statement-breakpoint
CREATE INDEX "sys_data_log_record_idx" ON "sys_data_log" USING btree ("data_table","data_id");--> statement-breakpoint
CREATE INDEX "sys_permission_data_rule_perm_idx" ON "sys_permission_data_rule" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sys_depart_permission_perm_idx" ON "sys_depart_permission" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sys_depart_role_depart_idx" ON "sys_depart_role" USING btree ("depart_id");--> statement-breakpoint
CREATE INDEX "sys_depart_role_permission_perm_idx" ON "sys_depart_role_permission" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sys_depart_role_user_role_idx" ON "sys_depart_role_user" USING btree ("drole_id");--> statement-breakpoint
CREATE INDEX "sys_category_pid_idx" ON "sys_category" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_run_job_time_uq" ON "sys_quartz_job_run" USING btree ("job_id","scheduled_time");--> statement-breakpoint
CREATE INDEX "sys_quartz_job_run_job_idx" ON "sys_quartz_job_run" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "sys_user_create_time_idx" ON "sys_user" USING btree ("create_time","id");