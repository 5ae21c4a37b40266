CREATE TABLE "isps_card" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"card_no" text NOT NULL,
	"card_type" text NOT NULL,
	"member_id" text,
	"holder_id_digest" text,
	"state" text DEFAULT 'active' NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"issue_place_id" text,
	"issue_time" timestamp with time zone DEFAULT now() NOT NULL,
	"lost_time" timestamp with time zone,
	"replaced_by_id" text,
	"replaces_id" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "isps_card_balance_nonnegative" CHECK ("isps_card"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "isps_card_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"card_id" text NOT NULL,
	"card_no" text NOT NULL,
	"member_id" text,
	"action" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"pay_mode" text,
	"new_card_no" text,
	"place_id" text,
	"note" text,
	"request_id" text,
	"request_digest" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_card_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"card_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"pay_mode" text,
	"place_id" text,
	"request_id" text NOT NULL,
	"request_digest" text NOT NULL,
	"note" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_recharge_setting" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"preset_amounts" jsonb NOT NULL,
	"min_top_up_cents" integer NOT NULL,
	"max_top_up_cents" integer NOT NULL,
	"max_balance_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"replacement_fee_cents" integer NOT NULL,
	"refund_approval_limit_cents" integer NOT NULL,
	"unblock_window_days" integer NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "isps_card_no_idx" ON "isps_card" USING btree ("tenant_id","card_no");--> statement-breakpoint
CREATE INDEX "isps_card_member_idx" ON "isps_card" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "isps_card_issue_idx" ON "isps_card" USING btree ("tenant_id","issue_time");--> statement-breakpoint
CREATE INDEX "isps_card_event_action_idx" ON "isps_card_event" USING btree ("tenant_id","action","create_time");--> statement-breakpoint
CREATE INDEX "isps_card_event_card_idx" ON "isps_card_event" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "isps_card_event_request_idx" ON "isps_card_event" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "isps_card_ledger_request_idx" ON "isps_card_ledger" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE INDEX "isps_card_ledger_card_idx" ON "isps_card_ledger" USING btree ("card_id","create_time");--> statement-breakpoint
CREATE INDEX "isps_card_ledger_time_idx" ON "isps_card_ledger" USING btree ("tenant_id","create_time");