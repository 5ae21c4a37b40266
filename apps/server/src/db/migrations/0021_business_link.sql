ALTER TABLE "wf_instance" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "business_key" text;--> statement-breakpoint
CREATE INDEX "wf_instance_business_idx" ON "wf_instance" USING btree ("tenant_id","business_type","business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instance_business_live_idx" ON "wf_instance" USING btree ("tenant_id","business_type","business_key") WHERE "wf_instance"."business_key" is not null and "wf_instance"."state" in ('running', 'returned', 'suspended', 'failed');