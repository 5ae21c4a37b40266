CREATE TABLE "isps_real_name_request" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"member_id" text NOT NULL,
	"real_name" text NOT NULL,
	"id_card" text NOT NULL,
	"id_card_digest" text NOT NULL,
	"photos" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"review_time" timestamp with time zone,
	"submit_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "isps_real_name_state_idx" ON "isps_real_name_request" USING btree ("tenant_id","state","submit_time");