CREATE TABLE "isps_order" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" text,
	"card_id" text,
	"pay_mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunding_cents" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"channel_trade_no" text,
	"paid_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "isps_order_amount_positive" CHECK ("isps_order"."amount_cents" > 0),
	CONSTRAINT "isps_order_refund_within_paid" CHECK ("isps_order"."refunded_cents" >= 0 and "isps_order"."refunding_cents" >= 0 and "isps_order"."refunded_cents" + "isps_order"."refunding_cents" <= "isps_order"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "isps_pay_txn" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"txn_no" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"pay_mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"channel_trade_no" text,
	"state" text NOT NULL,
	"reason" text,
	"request_id" text,
	"request_digest" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	CONSTRAINT "isps_pay_txn_amount_positive" CHECK ("isps_pay_txn"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "isps_order_no_idx" ON "isps_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "isps_order_time_idx" ON "isps_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "isps_order_member_idx" ON "isps_order" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "isps_pay_txn_no_idx" ON "isps_pay_txn" USING btree ("tenant_id","txn_no");--> statement-breakpoint
CREATE UNIQUE INDEX "isps_pay_txn_request_idx" ON "isps_pay_txn" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE INDEX "isps_pay_txn_order_idx" ON "isps_pay_txn" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "isps_pay_txn_time_idx" ON "isps_pay_txn" USING btree ("tenant_id","create_time");