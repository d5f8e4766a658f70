CREATE SEQUENCE "public"."serial_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"coin_code" text NOT NULL,
	"available" numeric DEFAULT '0' NOT NULL,
	"frozen" numeric DEFAULT '0' NOT NULL,
	"reward" numeric DEFAULT '0' NOT NULL,
	"to_be_confirmed" numeric DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_owner_kind_check" CHECK ("accounts"."owner_kind" in ('merchant', 'wallet_user', 'platform')),
	CONSTRAINT "accounts_available_not_negative" CHECK ("accounts"."available" >= 0),
	CONSTRAINT "accounts_frozen_not_negative" CHECK ("accounts"."frozen" >= 0),
	CONSTRAINT "accounts_reward_not_negative" CHECK ("accounts"."reward" >= 0),
	CONSTRAINT "accounts_to_be_confirmed_not_negative" CHECK ("accounts"."to_be_confirmed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"receipt_user_id" text NOT NULL,
	"receipt_nickname" text NOT NULL,
	"balance_type" text NOT NULL,
	"coin_code" text NOT NULL,
	"pay_amount" numeric NOT NULL,
	"handling_fee" numeric NOT NULL,
	"settlement_amount" numeric NOT NULL,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adjustments_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "fiat_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiat_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"out_abbreviation" text NOT NULL,
	"trade_count" numeric NOT NULL,
	"abbreviation" text NOT NULL,
	"rate" numeric NOT NULL,
	"currency_withdrawal_fee" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"count" numeric NOT NULL,
	"payment_method_id" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"audit_time" timestamp with time zone,
	CONSTRAINT "fiat_withdrawals_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "fund_flows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"merchant_id" integer,
	"coin_code" text NOT NULL,
	"serial_number" text NOT NULL,
	"transaction_type" text NOT NULL,
	"transaction_number" numeric NOT NULL,
	"charge" numeric NOT NULL,
	"available_before" numeric NOT NULL,
	"available_after" numeric NOT NULL,
	"frozen_before" numeric NOT NULL,
	"frozen_after" numeric NOT NULL,
	"reward_before" numeric NOT NULL,
	"reward_after" numeric NOT NULL,
	"to_be_confirmed_before" numeric NOT NULL,
	"to_be_confirmed_after" numeric NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"coin_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"payment_id" text NOT NULL,
	"nick" text NOT NULL,
	"external_account" text NOT NULL,
	"coin_code" text NOT NULL,
	"amount" numeric NOT NULL,
	"handling_fee" numeric NOT NULL,
	"settlement_amount" numeric NOT NULL,
	"order_from" text NOT NULL,
	"order_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recharge_orders_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "review_free_limits" (
	"merchant_id" integer NOT NULL,
	"coin_code" text NOT NULL,
	"limit_amount" numeric NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_free_limits_merchant_id_coin_code_pk" PRIMARY KEY("merchant_id","coin_code")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"transfer_type" text NOT NULL,
	"serial_number" text NOT NULL,
	"payment_merchant_id" integer NOT NULL,
	"receipt_merchant_id" integer NOT NULL,
	"payment_address" text NOT NULL,
	"receipt_address" text NOT NULL,
	"coin_code" text NOT NULL,
	"transfer_amount" numeric NOT NULL,
	"transfer_fee" numeric NOT NULL,
	"internal_transfer_fee" numeric NOT NULL,
	"settlement_amount" numeric NOT NULL,
	"transfer_status" text NOT NULL,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usdt_recharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usdt_recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"trade_count" numeric NOT NULL,
	"in_abbreviation" text NOT NULL,
	"rate" numeric NOT NULL,
	"exchange_count" numeric NOT NULL,
	"usdt_recharge_fee" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"count" numeric NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"txid" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"audit_time" timestamp with time zone,
	CONSTRAINT "usdt_recharges_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "usdt_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usdt_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"out_abbreviation" text NOT NULL,
	"trade_count" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"usdt_withdrawal_fee" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"count" numeric NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"txid" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"audit_time" timestamp with time zone,
	CONSTRAINT "usdt_withdrawals_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "user_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"payment_id" text NOT NULL,
	"nick" text NOT NULL,
	"coin_code" text NOT NULL,
	"amount" numeric NOT NULL,
	"handling_fee" numeric NOT NULL,
	"settlement_amount" numeric NOT NULL,
	"order_status" text NOT NULL,
	"audit" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_withdrawals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "user_withdrawals_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_receipt_user_id_wallet_users_uid_fk" FOREIGN KEY ("receipt_user_id") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_out_abbreviation_coins_code_fk" FOREIGN KEY ("out_abbreviation") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_abbreviation_coins_code_fk" FOREIGN KEY ("abbreviation") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_flows" ADD CONSTRAINT "fund_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_flows" ADD CONSTRAINT "fund_flows_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_payment_id_wallet_users_uid_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_free_limits" ADD CONSTRAINT "review_free_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_free_limits" ADD CONSTRAINT "review_free_limits_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payment_merchant_id_merchants_id_fk" FOREIGN KEY ("payment_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_receipt_merchant_id_merchants_id_fk" FOREIGN KEY ("receipt_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD CONSTRAINT "usdt_recharges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_recharges" ADD CONSTRAINT "usdt_recharges_in_abbreviation_coins_code_fk" FOREIGN KEY ("in_abbreviation") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_withdrawals" ADD CONSTRAINT "usdt_withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_withdrawals" ADD CONSTRAINT "usdt_withdrawals_out_abbreviation_coins_code_fk" FOREIGN KEY ("out_abbreviation") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD CONSTRAINT "user_withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD CONSTRAINT "user_withdrawals_payment_id_wallet_users_uid_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD CONSTRAINT "user_withdrawals_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_owner_coin_idx" ON "accounts" USING btree ("owner_kind","owner_id","coin_code");--> statement-breakpoint
CREATE INDEX "adjustments_merchant_time_idx" ON "adjustments" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_merchant_time_idx" ON "fiat_withdrawals" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_flows_merchant_time_idx" ON "fund_flows" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fund_flows_account_idx" ON "fund_flows" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "fund_flows_serial_idx" ON "fund_flows" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_merchant_idx" ON "payment_methods" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_merchant_order_idx" ON "recharge_orders" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_merchant_time_idx" ON "recharge_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_serial_side_idx" ON "transfers" USING btree ("serial_number","transfer_type");--> statement-breakpoint
CREATE INDEX "transfers_merchant_time_idx" ON "transfers" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_recharges_txid_idx" ON "usdt_recharges" USING btree (lower("txid"));--> statement-breakpoint
CREATE INDEX "usdt_recharges_merchant_time_idx" ON "usdt_recharges" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "usdt_withdrawals_merchant_time_idx" ON "usdt_withdrawals" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "user_withdrawals_merchant_time_idx" ON "user_withdrawals" USING btree ("merchant_id","created_at");