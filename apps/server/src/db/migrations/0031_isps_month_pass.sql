CREATE TABLE "isps_month_pass" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"card_id" text NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"pay_mode" text NOT NULL,
	"place_id" text,
	"request_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "isps_recharge_setting" ADD COLUMN "month_pass_cents" integer DEFAULT 9000 NOT NULL;--> statement-breakpoint
CREATE INDEX "isps_month_pass_card_idx" ON "isps_month_pass" USING btree ("card_id","from_month");--> statement-breakpoint
CREATE UNIQUE INDEX "isps_month_pass_request_idx" ON "isps_month_pass" USING btree ("tenant_id","request_id");