CREATE TABLE "isps_recon_batch" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"channel" text NOT NULL,
	"bill_date" date NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"pay_cents" integer DEFAULT 0 NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"our_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"diff_count" integer DEFAULT 0 NOT NULL,
	"open_diff_count" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_recon_diff" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"batch_id" text NOT NULL,
	"kind" text NOT NULL,
	"txn_kind" text NOT NULL,
	"out_trade_no" text,
	"refund_no" text,
	"channel_trade_no" text,
	"our_cents" integer,
	"their_cents" integer,
	"line" integer,
	"detail" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"resolve_note" text,
	"resolved_by" text,
	"resolved_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_recon_line" (
	"batch_id" text NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"channel_trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"refund_no" text,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "isps_recon_batch_day_idx" ON "isps_recon_batch" USING btree ("tenant_id","channel","bill_date");--> statement-breakpoint
CREATE INDEX "isps_recon_diff_batch_idx" ON "isps_recon_diff" USING btree ("batch_id","state");--> statement-breakpoint
CREATE INDEX "isps_recon_line_trade_idx" ON "isps_recon_line" USING btree ("batch_id","kind","out_trade_no");--> statement-breakpoint
CREATE INDEX "isps_recon_line_refund_idx" ON "isps_recon_line" USING btree ("batch_id","kind","refund_no");--> statement-breakpoint
CREATE INDEX "isps_pay_txn_order_no_idx" ON "isps_pay_txn" USING btree ("tenant_id","order_no","kind");