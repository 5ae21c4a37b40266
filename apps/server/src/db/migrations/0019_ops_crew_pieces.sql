DROP INDEX "ops_duty_block_idx";--> statement-breakpoint
ALTER TABLE "ops_trip" ADD COLUMN "duty_code" text;--> statement-breakpoint
ALTER TABLE "ops_duty" ADD COLUMN "duty_code" text;--> statement-breakpoint
UPDATE "ops_duty" SET "duty_code" = "block_code";--> statement-breakpoint
ALTER TABLE "ops_duty" ALTER COLUMN "duty_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ops_duty_code_idx" ON "ops_duty" USING btree ("tenant_id","service_date","duty_code");
