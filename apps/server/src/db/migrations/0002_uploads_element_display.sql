CREATE TABLE "sys_file" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"biz" text NOT NULL,
	"service_id" text,
	"service_code" text DEFAULT 'default' NOT NULL,
	"two_service_code" text DEFAULT 'default' NOT NULL,
	"tenant_id" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_file_file_path_unique" UNIQUE("file_path")
);
--> statement-breakpoint
CREATE TABLE "basic_element_display" (
	"id" text PRIMARY KEY NOT NULL,
	"target_url" text NOT NULL,
	"element_key" text NOT NULL,
	"element_name" text,
	"pc_hidden" boolean DEFAULT false NOT NULL,
	"pc_readonly" boolean DEFAULT false NOT NULL,
	"pc_rule_key" text,
	"tips" text,
	"tenant_id" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_file_service_idx" ON "sys_file" USING btree ("tenant_id","service_id","service_code","two_service_code");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_element_display_element_uq" ON "basic_element_display" USING btree ("tenant_id","target_url","element_key");