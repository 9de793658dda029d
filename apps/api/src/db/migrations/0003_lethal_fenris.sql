ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund" jsonb;--> statement-breakpoint
CREATE INDEX "orders_member_id_idx" ON "orders" USING btree ("member_id");