ALTER TABLE "wf_model" ADD COLUMN "deployable_version" integer;--> statement-breakpoint
ALTER TABLE "wf_model_version" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- versions stored before drafts existed passed the designer's check as it was then
UPDATE "wf_model" SET "deployable_version" = "latest_version";
