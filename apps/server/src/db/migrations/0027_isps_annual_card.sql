CREATE TABLE "isps_annual_card" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"member_id" text NOT NULL,
	"card_id" text NOT NULL,
	"card_no" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"documents" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'reviewing' NOT NULL,
	"review_note" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "isps_annual_card_time_idx" ON "isps_annual_card" USING btree ("tenant_id","create_time");