CREATE TABLE "shopping_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shopping_records_expires_at_idx" ON "shopping_records" USING btree ("expires_at");