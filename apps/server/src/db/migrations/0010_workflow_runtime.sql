CREATE TABLE "wf_action" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text,
	"node_id" text,
	"node_name" text,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_deployment" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"process_key" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"version_no" integer NOT NULL,
	"model_id" text NOT NULL,
	"model_version" integer NOT NULL,
	"xml" text NOT NULL,
	"start_form" jsonb,
	"state" text DEFAULT 'active' NOT NULL,
	"deploy_by" text,
	"deploy_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"deployment_id" text NOT NULL,
	"process_key" text NOT NULL,
	"title" text NOT NULL,
	"initiator" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"error_node" text,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_task" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"token_id" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"assignee" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loop_index" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"comment" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "wf_action_instance_idx" ON "wf_action" USING btree ("instance_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_deployment_key_version_idx" ON "wf_deployment" USING btree ("tenant_id","process_key","version_no");--> statement-breakpoint
CREATE INDEX "wf_instance_initiator_idx" ON "wf_instance" USING btree ("tenant_id","initiator","start_time");--> statement-breakpoint
CREATE INDEX "wf_task_assignee_idx" ON "wf_task" USING btree ("tenant_id","assignee","state","create_time");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("instance_id");