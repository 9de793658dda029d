ALTER TABLE "email_jobs" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "email_jobs" CASCADE;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "job_id" SET DATA TYPE text;