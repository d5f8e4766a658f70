CREATE TABLE "enrolment_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"totp_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrolment_links" ADD CONSTRAINT "enrolment_links_merchant_user_id_merchant_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."merchant_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_links_user_idx" ON "enrolment_links" USING btree ("merchant_user_id");