CREATE TABLE "member_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"traveller" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_phone" jsonb;--> statement-breakpoint
ALTER TABLE "member_travellers" ADD CONSTRAINT "member_travellers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_travellers_member_person_idx" ON "member_travellers" USING btree ("member_id","person_key");