CREATE TABLE "email_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_jobs_order_kind_idx" ON "email_jobs" USING btree ("order_number","kind");--> statement-breakpoint
CREATE INDEX "email_jobs_next_run_at_idx" ON "email_jobs" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_job_idx" ON "email_outbox" USING btree ("job_id");