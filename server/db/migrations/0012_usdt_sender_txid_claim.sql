DROP INDEX "usdt_recharges_txid_idx";--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD COLUMN "sender_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_recharges_txid_claim_idx" ON "usdt_recharges" USING btree (lower("txid")) WHERE status <> 'rejected';