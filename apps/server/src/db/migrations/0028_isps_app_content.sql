CREATE TABLE "isps_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"feedback_type" text NOT NULL,
	"content" text NOT NULL,
	"contact_phone" text,
	"submit_time" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"last_reply_by" text,
	"last_reply_time" timestamp with time zone,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_feedback_reply" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"feedback_id" text NOT NULL,
	"seq" integer NOT NULL,
	"content" text NOT NULL,
	"reply_by" text NOT NULL,
	"reply_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_info_category" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer,
	"enabled" boolean DEFAULT false NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_info_article" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"publish_time" timestamp with time zone,
	"top" boolean DEFAULT false NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_app_module" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"link" text NOT NULL,
	"sort" integer,
	"visible" boolean DEFAULT false NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_rotation_map" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"link" text,
	"sort" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_personal_custom" (
	"id" text PRIMARY KEY NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"travel_time" timestamp with time zone NOT NULL,
	"passenger_count" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"state" text NOT NULL,
	"remark" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_advert_access" (
	"id" text PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"name" text NOT NULL,
	"advertiser" text NOT NULL,
	"image" text,
	"link" text,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"state" text NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_app_update" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"release_notes" text NOT NULL,
	"download_url" text NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_privacy_agreement" (
	"id" text PRIMARY KEY NOT NULL,
	"version_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"publish_by" text,
	"publish_time" timestamp with time zone,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_project_setting" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"app_name" text NOT NULL,
	"service_phone" text NOT NULL,
	"logo" text,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isps_theme_setting" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"nav_bar_color" text NOT NULL,
	"nav_text_color" text NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "isps_supplement_place" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "isps_supplement_place" ADD COLUMN "latitude" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "isps_feedback_reply_seq_idx" ON "isps_feedback_reply" USING btree ("feedback_id","seq");