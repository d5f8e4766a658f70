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
CREATE TABLE "sealing_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "usdt_recharges_txid_idx";--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "min_order_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_type" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_bank_name" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_holder_name" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_account_number" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "step_up_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "enrolment_links" ADD CONSTRAINT "enrolment_links_merchant_user_id_merchant_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."merchant_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_links_user_idx" ON "enrolment_links" USING btree ("merchant_user_id");--> statement-breakpoint
CREATE INDEX "phone_codes_ip_time_idx" ON "phone_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_recharges_txid_claim_idx" ON "usdt_recharges" USING btree (lower("txid")) WHERE status <> 'rejected';--> statement-breakpoint
-- The minimum order amount of the coins a database already has (new databases get it from the seed).
UPDATE "coins" SET "min_order_amount" = CASE "code" WHEN 'USDT' THEN 1 WHEN 'CNY' THEN 1 WHEN 'USD' THEN 1 WHEN 'VND' THEN 10000 ELSE 0 END;--> statement-breakpoint
-- A fiat withdrawal still waiting for review pays the destination its method has now, which no change can alter any
-- more; a reviewed one keeps none, since its method may have changed after it was paid.
UPDATE "fiat_withdrawals" AS "f" SET "destination_type" = "m"."type", "destination_bank_name" = "m"."bank_name", "destination_holder_name" = "m"."holder_name", "destination_account_number" = "m"."account_number" FROM "payment_methods" AS "m" WHERE "m"."id" = "f"."payment_method_id" AND "f"."status" = 'pending' AND "f"."destination_type" IS NULL;
