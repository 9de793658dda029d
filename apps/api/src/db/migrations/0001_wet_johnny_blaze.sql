CREATE TABLE "cart_products" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"position" serial NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"removable" boolean NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"request_uuid" text NOT NULL,
	"domain" text NOT NULL,
	"product_type" text NOT NULL,
	"business_profile_id" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"trip" jsonb NOT NULL,
	"voucher_code" text,
	"contact" jsonb,
	"travellers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"invoice" jsonb,
	"special_request" jsonb,
	"seat_offers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finalization" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"member_id" integer,
	"status" text NOT NULL,
	"products" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_products_cart_id_idx" ON "cart_products" USING btree ("cart_id");