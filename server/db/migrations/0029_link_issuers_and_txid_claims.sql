DROP INDEX "usdt_recharges_txid_claim_idx";--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "link_issuers_bound_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_recharges_txid_credited_idx" ON "usdt_recharges" USING btree (lower("txid")) WHERE status = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_recharges_txid_claim_idx" ON "usdt_recharges" USING btree ("address",lower("txid")) WHERE status <> 'rejected';--> statement-breakpoint
-- Links issued before this was kept bind their issuers for the default cooling-off period, 24 hours.
UPDATE "staff_members" SET "link_issuers_bound_until" = "link_issued_at" + interval '24 hours' WHERE "link_issued_at" IS NOT NULL;
