ALTER TABLE "usdt_recharges" ADD COLUMN "first_approval_staff_id" integer;--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD COLUMN "first_approval_by" text;--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD COLUMN "first_approval_at" timestamp with time zone;