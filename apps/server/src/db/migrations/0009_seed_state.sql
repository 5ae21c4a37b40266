CREATE TABLE "sys_seed_state" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"seeded_time" timestamp with time zone NOT NULL
);
