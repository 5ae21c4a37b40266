CREATE TABLE "isps_unusual_trade" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"rule" text NOT NULL,
	"card_id" text,
	"card_no" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"detail" text NOT NULL,
	"finding_key" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"detect_time" timestamp with time zone NOT NULL,
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
CREATE UNIQUE INDEX "isps_unusual_trade_key_idx" ON "isps_unusual_trade" USING btree ("tenant_id","finding_key");--> statement-breakpoint
CREATE INDEX "isps_unusual_trade_time_idx" ON "isps_unusual_trade" USING btree ("tenant_id","detect_time");