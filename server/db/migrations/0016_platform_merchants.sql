CREATE TABLE "merchant_fee_rates" (
	"merchant_id" integer NOT NULL,
	"coin_code" text NOT NULL,
	"recharge_fee_rate" numeric,
	"withdrawal_fee_rate" numeric,
	"transfer_fee_rate" numeric,
	"internal_fee_rate" numeric,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_fee_rates_merchant_id_coin_code_pk" PRIMARY KEY("merchant_id","coin_code")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "merchant_fee_rates" ADD CONSTRAINT "merchant_fee_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_fee_rates" ADD CONSTRAINT "merchant_fee_rates_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;