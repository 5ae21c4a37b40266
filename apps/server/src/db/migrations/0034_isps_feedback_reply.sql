CREATE TABLE "isps_feedback_reply" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"feedback_id" text NOT NULL,
	"seq" integer NOT NULL,
	"content" text NOT NULL,
	"reply_by" text NOT NULL,
	"reply_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "isps_feedback_reply_seq_idx" ON "isps_feedback_reply" USING btree ("feedback_id","seq");