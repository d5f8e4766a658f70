ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_type" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_bank_name" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_holder_name" text;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD COLUMN "destination_account_number" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "step_up_until" timestamp with time zone;