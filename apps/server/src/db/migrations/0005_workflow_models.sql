CREATE TABLE "wf_model" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"model_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"engine" text DEFAULT 'flowable' NOT NULL,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"start_form_id" text,
	"xml" text NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_model_version" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"version_no" integer NOT NULL,
	"xml" text NOT NULL,
	"svg" text,
	"engine" text NOT NULL,
	"comment" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_form" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"form_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'start' NOT NULL,
	"description" text,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"schema_json" text NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_form_version" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"version_no" integer NOT NULL,
	"schema_json" text NOT NULL,
	"comment" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wf_model_tenant_key_idx" ON "wf_model" USING btree ("tenant_id","model_key") WHERE "wf_model"."del_flag" = 0;--> statement-breakpoint
CREATE INDEX "wf_model_create_time_idx" ON "wf_model" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_model_version_no_idx" ON "wf_model_version" USING btree ("model_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_form_tenant_key_idx" ON "wf_form" USING btree ("tenant_id","form_key") WHERE "wf_form"."del_flag" = 0;--> statement-breakpoint
CREATE INDEX "wf_form_create_time_idx" ON "wf_form" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_form_version_no_idx" ON "wf_form_version" USING btree ("form_id","version_no");