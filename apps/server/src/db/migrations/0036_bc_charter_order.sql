CREATE TABLE "bc_charter_order" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"demand_id" text,
	"customer_kind" text NOT NULL,
	"customer_name" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"passengers" integer NOT NULL,
	"package_id" text NOT NULL,
	"package_name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"seats" integer NOT NULL,
	"vehicles" integer NOT NULL,
	"day_hours" jsonb NOT NULL,
	"km" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"overtime_cents" integer NOT NULL,
	"extra_km_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_percent" numeric(4, 1) NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"received_cents" integer DEFAULT 0 NOT NULL,
	"cancel_fee_cents" integer,
	"cancel_reason" text,
	"discount_approval" text DEFAULT 'none' NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bc_charter_order_event" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "bc_charter_order_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"amount_cents" integer,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bc_charter_receipt" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "bc_charter_receipt_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bc_custom_rule" ADD COLUMN "approval_discount_percent" numeric(4, 1) DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bc_charter_order_no_uq" ON "bc_charter_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bc_charter_order_demand_idx" ON "bc_charter_order" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "bc_charter_order_event_order_idx" ON "bc_charter_order_event" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "bc_charter_receipt_order_idx" ON "bc_charter_receipt" USING btree ("order_id","seq");