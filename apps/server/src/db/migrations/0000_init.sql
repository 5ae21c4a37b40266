CREATE TABLE "basic_system_setting" (
	"id" text PRIMARY KEY NOT NULL,
	"systematic_name" text NOT NULL,
	"system_logo_url" text NOT NULL,
	"system_backdrop_url" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"check_key" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"org_code" text NOT NULL,
	"org_category" text NOT NULL,
	"depart_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_depart_org_code_unique" UNIQUE("org_code")
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" text NOT NULL,
	"dep_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_dep_id_pk" PRIMARY KEY("user_id","dep_id")
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_code" text NOT NULL,
	"description" text,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_dict_code_unique" UNIQUE("dict_code")
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"item_text" text NOT NULL,
	"item_value" text NOT NULL,
	"item_color" text,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_item_value_uq" UNIQUE("dict_id","item_value")
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"log_type" smallint NOT NULL,
	"content" text NOT NULL,
	"user_id" text,
	"username" text,
	"ip" text,
	"method" text,
	"url" text,
	"status" integer,
	"cost_ms" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"url" text,
	"route_name" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"menu_type" smallint NOT NULL,
	"perms" text,
	"perms_type" text DEFAULT '1' NOT NULL,
	"sort_no" double precision DEFAULT 0 NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"icon" text,
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_permission_route_name_unique" UNIQUE("route_name")
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"post_rank" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_position_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_role_role_code_unique" UNIQUE("role_code")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"user_agent" text,
	"create_time" timestamp with time zone NOT NULL,
	"last_seen_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_tenant" (
	"user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_tenant_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"realname" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"birthday" date,
	"sex" smallint,
	"email" text,
	"phone" text,
	"work_no" text,
	"id_card" text,
	"post" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"org_code" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"login_fail_count" integer DEFAULT 0 NOT NULL,
	"lock_until" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_username_unique" UNIQUE("username"),
	CONSTRAINT "sys_user_phone_unique" UNIQUE("phone"),
	CONSTRAINT "sys_user_work_no_unique" UNIQUE("work_no"),
	CONSTRAINT "sys_user_id_card_unique" UNIQUE("id_card")
);
--> statement-breakpoint
CREATE INDEX "sys_captcha_expires_idx" ON "sys_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_depart_parent_idx" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_user_depart_dep_idx" ON "sys_user_depart" USING btree ("dep_id");--> statement-breakpoint
CREATE INDEX "sys_dict_item_dict_idx" ON "sys_dict_item" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "sys_log_create_time_idx" ON "sys_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_log_user_idx" ON "sys_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_permission_type_idx" ON "sys_permission" USING btree ("menu_type");--> statement-breakpoint
CREATE INDEX "sys_role_permission_perm_idx" ON "sys_role_permission" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_expires_idx" ON "sys_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_sms_code_expires_idx" ON "sys_sms_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_user_tenant_tenant_idx" ON "sys_user_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sys_user_org_code_idx" ON "sys_user" USING btree ("org_code");