CREATE TABLE "ops_agency" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"timezone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"lang" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "ops_route" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"line_type" text DEFAULT 'trunk' NOT NULL,
	"route_type" integer DEFAULT 3 NOT NULL,
	"depart_id" text,
	"fare_rule" text,
	"fare_cents" integer,
	"length_m" integer,
	"color" text,
	"text_color" text,
	"status" text DEFAULT 'planning' NOT NULL,
	"effective_date" text,
	"agency_code" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_route_direction" (
	"route_id" text NOT NULL,
	"direction_id" integer NOT NULL,
	"headsign" text,
	"first_departure" integer,
	"last_departure" integer,
	"shape_code" text,
	CONSTRAINT "ops_route_direction_route_id_direction_id_pk" PRIMARY KEY("route_id","direction_id")
);
--> statement-breakpoint
CREATE TABLE "ops_route_stop" (
	"route_id" text NOT NULL,
	"direction_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"stop_id" text NOT NULL,
	"distance_m" integer,
	"offset_secs" integer,
	CONSTRAINT "ops_route_stop_route_id_direction_id_sequence_pk" PRIMARY KEY("route_id","direction_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "ops_shape_point" (
	"tenant_id" integer NOT NULL,
	"shape_code" text NOT NULL,
	"sequence" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"dist_traveled" double precision,
	CONSTRAINT "ops_shape_point_tenant_id_shape_code_sequence_pk" PRIMARY KEY("tenant_id","shape_code","sequence")
);
--> statement-breakpoint
CREATE TABLE "ops_stop" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"location_type" integer DEFAULT 0 NOT NULL,
	"parent_id" text,
	"platform_code" text,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wheelchair_boarding" integer DEFAULT 0 NOT NULL,
	"address" text,
	"status" text DEFAULT 'active' NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_calendar" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_calendar_date" (
	"calendar_id" text NOT NULL,
	"date" text NOT NULL,
	"exception_type" integer NOT NULL,
	"remark" text,
	CONSTRAINT "ops_calendar_date_calendar_id_date_pk" PRIMARY KEY("calendar_id","date")
);
--> statement-breakpoint
CREATE TABLE "ops_frequency" (
	"trip_id" text NOT NULL,
	"start_time" integer NOT NULL,
	"end_time" integer NOT NULL,
	"headway_secs" integer NOT NULL,
	"exact_times" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ops_frequency_trip_id_start_time_pk" PRIMARY KEY("trip_id","start_time")
);
--> statement-breakpoint
CREATE TABLE "ops_stop_time" (
	"trip_id" text NOT NULL,
	"stop_sequence" integer NOT NULL,
	"stop_id" text NOT NULL,
	"arrival_time" integer,
	"departure_time" integer,
	"shape_dist_traveled" real,
	"pickup_type" integer DEFAULT 0 NOT NULL,
	"drop_off_type" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ops_stop_time_trip_id_stop_sequence_pk" PRIMARY KEY("trip_id","stop_sequence")
);
--> statement-breakpoint
CREATE TABLE "ops_trip" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"route_id" text NOT NULL,
	"direction_id" integer NOT NULL,
	"calendar_id" text NOT NULL,
	"headsign" text,
	"shape_code" text,
	"block_code" text,
	"start_time" integer,
	"end_time" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_driver" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_no" text NOT NULL,
	"licence_expiry" text NOT NULL,
	"qualification_no" text,
	"qualification_expiry" text,
	"home_route_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"hire_date" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_duty" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"service_date" text NOT NULL,
	"block_code" text NOT NULL,
	"route_id" text,
	"driver_id" text,
	"vehicle_id" text,
	"start_time" integer,
	"end_time" integer,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_duty_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"limit_minutes" integer,
	"severity" text DEFAULT 'warning' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone,
	"update_by" text
);
--> statement-breakpoint
CREATE TABLE "ops_vehicle" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"plate" text NOT NULL,
	"self_no" text NOT NULL,
	"model" text,
	"energy_type" text NOT NULL,
	"seats" integer NOT NULL,
	"capacity" integer NOT NULL,
	"depart_id" text,
	"route_id" text,
	"status" text DEFAULT 'operating' NOT NULL,
	"purchase_date" text,
	"inspection_expiry" text,
	"insurance_expiry" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_trip_record" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"service_date" text NOT NULL,
	"trip_id" text NOT NULL,
	"route_id" text NOT NULL,
	"direction_id" integer NOT NULL,
	"block_code" text,
	"vehicle_id" text,
	"driver_id" text,
	"planned_departure" integer NOT NULL,
	"planned_arrival" integer NOT NULL,
	"actual_departure" integer,
	"actual_arrival" integer,
	"state" text DEFAULT 'planned' NOT NULL,
	"replaced_vehicle_id" text,
	"reason" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_line_check" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"route_id" text NOT NULL,
	"stop_id" text,
	"inspector" text NOT NULL,
	"check_time" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"findings" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"assignee" text,
	"resolution" text,
	"close_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_passenger_notice" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"route_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stop_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"state" text DEFAULT 'draft' NOT NULL,
	"publish_time" timestamp with time zone,
	"publish_by" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_member" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"nickname" text,
	"real_name" text,
	"id_card_masked" text,
	"real_name_state" text DEFAULT 'none' NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"register_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ops_custom_request" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"company" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"depart_time" text NOT NULL,
	"return_time" text,
	"passengers" integer NOT NULL,
	"weekdays" text DEFAULT '1,2,3,4,5' NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"route_id" text,
	"reply" text,
	"submit_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_custom_ticket" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"route_id" text NOT NULL,
	"member_id" text,
	"passenger_name" text NOT NULL,
	"phone" text NOT NULL,
	"travel_date" text NOT NULL,
	"price_cents" integer NOT NULL,
	"state" text DEFAULT 'paid' NOT NULL,
	"purchase_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_agency_code_idx" ON "ops_agency" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_route_code_idx" ON "ops_route" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "ops_route_number_idx" ON "ops_route" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "ops_route_stop_stop_idx" ON "ops_route_stop" USING btree ("stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_stop_code_idx" ON "ops_stop" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "ops_stop_name_idx" ON "ops_stop" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_calendar_code_idx" ON "ops_calendar" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "ops_stop_time_stop_idx" ON "ops_stop_time" USING btree ("stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_trip_code_idx" ON "ops_trip" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "ops_trip_route_idx" ON "ops_trip" USING btree ("route_id","direction_id","calendar_id","start_time");--> statement-breakpoint
CREATE INDEX "ops_trip_block_idx" ON "ops_trip" USING btree ("tenant_id","block_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_driver_user_idx" ON "ops_driver" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ops_driver_route_idx" ON "ops_driver" USING btree ("tenant_id","home_route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_duty_block_idx" ON "ops_duty" USING btree ("tenant_id","service_date","block_code");--> statement-breakpoint
CREATE INDEX "ops_duty_driver_idx" ON "ops_duty" USING btree ("driver_id","service_date");--> statement-breakpoint
CREATE INDEX "ops_duty_vehicle_idx" ON "ops_duty" USING btree ("vehicle_id","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_duty_rule_code_idx" ON "ops_duty_rule" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_vehicle_plate_idx" ON "ops_vehicle" USING btree ("tenant_id","plate");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_vehicle_self_no_idx" ON "ops_vehicle" USING btree ("tenant_id","self_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_trip_record_trip_idx" ON "ops_trip_record" USING btree ("tenant_id","service_date","trip_id");--> statement-breakpoint
CREATE INDEX "ops_trip_record_route_idx" ON "ops_trip_record" USING btree ("tenant_id","route_id","service_date");--> statement-breakpoint
CREATE INDEX "ops_line_check_route_idx" ON "ops_line_check" USING btree ("tenant_id","route_id","check_time");--> statement-breakpoint
CREATE INDEX "ops_passenger_notice_state_idx" ON "ops_passenger_notice" USING btree ("tenant_id","state","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_member_phone_idx" ON "ops_member" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "ops_member_register_idx" ON "ops_member" USING btree ("tenant_id","register_time");--> statement-breakpoint
CREATE INDEX "ops_custom_request_state_idx" ON "ops_custom_request" USING btree ("tenant_id","state","submit_time");--> statement-breakpoint
CREATE INDEX "ops_custom_ticket_route_idx" ON "ops_custom_ticket" USING btree ("tenant_id","route_id","travel_date");--> statement-breakpoint
CREATE INDEX "ops_custom_ticket_order_idx" ON "ops_custom_ticket" USING btree ("tenant_id","order_no");