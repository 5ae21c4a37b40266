CREATE TABLE "sys_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_rate_limit_window_idx" ON "sys_rate_limit" USING btree ("window_ends");