CREATE TABLE "brand_drafts" (
	"domain" text PRIMARY KEY NOT NULL,
	"attributes" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"version" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"author" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_assets" (
	"hash" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_editors" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"domains" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_editors_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"editor_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "brand_versions_domain_version_idx" ON "brand_versions" USING btree ("domain","version");--> statement-breakpoint
CREATE INDEX "studio_sessions_expires_at_idx" ON "studio_sessions" USING btree ("expires_at");