ALTER TABLE "fiat_withdrawals" ADD COLUMN "reviewer" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "first_approval_staff_id" integer;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "first_approval_by" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "first_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "reviewer" text;--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD COLUMN "reviewer" text;--> statement-breakpoint
ALTER TABLE "usdt_withdrawals" ADD COLUMN "reviewer" text;--> statement-breakpoint
ALTER TABLE "usdt_withdrawals" ADD COLUMN "first_approval_staff_id" integer;--> statement-breakpoint
ALTER TABLE "usdt_withdrawals" ADD COLUMN "first_approval_by" text;--> statement-breakpoint
ALTER TABLE "usdt_withdrawals" ADD COLUMN "first_approval_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_time_idx" ON "fiat_withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "usdt_recharges_time_idx" ON "usdt_recharges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "usdt_withdrawals_time_idx" ON "usdt_withdrawals" USING btree ("created_at","id");