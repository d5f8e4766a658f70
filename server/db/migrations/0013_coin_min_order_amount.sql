ALTER TABLE "coins" ADD COLUMN "min_order_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "coins" SET "min_order_amount" = CASE "code" WHEN 'USDT' THEN 1 WHEN 'CNY' THEN 1 WHEN 'USD' THEN 1 WHEN 'VND' THEN 10000 ELSE 0 END;
