CREATE TABLE "brand_configurations" (
	"domain" text PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"attributes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_configurations_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"log_level" text NOT NULL,
	"properties" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"project" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_toggles" (
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "feature_toggles_domain_name_pk" PRIMARY KEY("domain","name")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"external_user_id" text NOT NULL,
	"programme" text,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"budget_restriction" integer,
	"email" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_received_at_idx" ON "events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_domain_external_user_id_idx" ON "members" USING btree ("domain","external_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_domain_email_idx" ON "members" USING btree ("domain","email") WHERE "members"."email" is not null;