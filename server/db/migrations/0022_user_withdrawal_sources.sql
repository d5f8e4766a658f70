ALTER TABLE "review_free_limits" ADD COLUMN "wallet_claim_days" integer;--> statement-breakpoint
-- Every user withdrawal before sources were told apart was a payer's request (the wallet, or ops standing in for one):
-- they are marked as such, and those still pending stay pending for the merchant's review.
ALTER TABLE "user_withdrawals" ADD COLUMN "source" text NOT NULL DEFAULT 'wallet';--> statement-breakpoint
ALTER TABLE "user_withdrawals" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD COLUMN "merchant_payout_no" text;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD COLUMN "notify_url" text;--> statement-breakpoint
CREATE INDEX "recharge_orders_payer_paid_idx" ON "recharge_orders" USING btree ("payment_id","merchant_id","coin_code","paid_at") WHERE order_status = 'coin_transferred';--> statement-breakpoint
CREATE UNIQUE INDEX "user_withdrawals_merchant_payout_no_idx" ON "user_withdrawals" USING btree ("merchant_id","merchant_payout_no") WHERE merchant_payout_no is not null;--> statement-breakpoint
CREATE INDEX "user_withdrawals_payer_idx" ON "user_withdrawals" USING btree ("merchant_id","payment_id","coin_code","created_at");