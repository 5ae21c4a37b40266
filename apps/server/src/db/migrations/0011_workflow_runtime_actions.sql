CREATE TABLE "wf_cc" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text,
	"node_id" text,
	"node_name" text,
	"username" text NOT NULL,
	"sender" text NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_serial" (
	"tenant_id" integer NOT NULL,
	"process_key" text NOT NULL,
	"period" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "wf_serial_tenant_id_process_key_period_pk" PRIMARY KEY("tenant_id","process_key","period")
);
--> statement-breakpoint
CREATE TABLE "wf_timer" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text,
	"node_id" text,
	"kind" text NOT NULL,
	"target" text,
	"due_time" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"fired_time" timestamp with time zone,
	"error" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_action" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_action" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "serial_no" text;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "parent_instance_id" text;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "parent_token_id" text;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "parent_task_id" text;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "sign_type" text;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "due_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "wf_cc_user_idx" ON "wf_cc" USING btree ("tenant_id","username","create_time");--> statement-breakpoint
CREATE INDEX "wf_cc_instance_idx" ON "wf_cc" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "wf_timer_due_idx" ON "wf_timer" USING btree ("state","due_time");--> statement-breakpoint
CREATE INDEX "wf_timer_task_idx" ON "wf_timer" USING btree ("task_id");