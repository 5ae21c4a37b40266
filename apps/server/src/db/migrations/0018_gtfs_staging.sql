CREATE TABLE "ops_gtfs_retired_trip" (
	"job_id" text NOT NULL,
	"trip_id" text NOT NULL,
	CONSTRAINT "ops_gtfs_retired_trip_job_id_trip_id_pk" PRIMARY KEY("job_id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "ops_gtfs_stage_shape_point" (
	"job_id" text NOT NULL,
	"shape_code" text NOT NULL,
	"sequence" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"dist_traveled" double precision,
	CONSTRAINT "ops_gtfs_stage_shape_point_job_id_shape_code_sequence_pk" PRIMARY KEY("job_id","shape_code","sequence")
);
--> statement-breakpoint
CREATE TABLE "ops_gtfs_stage_trip" (
	"job_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"route_code" text NOT NULL,
	"direction_id" integer NOT NULL,
	"calendar_code" text NOT NULL,
	"headsign" text,
	"shape_code" text,
	"block_code" text,
	"start_time" integer,
	"end_time" integer,
	CONSTRAINT "ops_gtfs_stage_trip_job_id_id_pk" PRIMARY KEY("job_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_import_job" ADD COLUMN "process_id" text;--> statement-breakpoint
CREATE INDEX "ops_gtfs_stage_trip_route_idx" ON "ops_gtfs_stage_trip" USING btree ("job_id","route_code");--> statement-breakpoint
-- hand-written: a company may hold several GTFS jobs that dead processes left running; the newest stays, the others are interrupted, so that the index below can be built
UPDATE "sys_import_job" j SET "status" = 'failed', "message" = '导入中断：处理导入的服务已停止，原有线网未改变，请重新导入', "finish_time" = now()
WHERE j."kind" = 'gtfs' AND j."status" = 'running' AND EXISTS (
  SELECT 1 FROM "sys_import_job" k WHERE k."kind" = 'gtfs' AND k."status" = 'running' AND k."tenant_id" = j."tenant_id" AND (k."create_time", k."id") > (j."create_time", j."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_import_job_gtfs_running_idx" ON "sys_import_job" USING btree ("tenant_id") WHERE kind = 'gtfs' and status = 'running';