CREATE TABLE "coins" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coin_type" text NOT NULL,
	"decimals" integer NOT NULL,
	"recharge_fee_rate" numeric NOT NULL,
	"withdrawal_fee_rate" numeric NOT NULL,
	"transfer_fee_rate" numeric NOT NULL,
	"internal_fee_rate" numeric NOT NULL,
	"min_withdrawal" numeric NOT NULL,
	"min_transfer" numeric NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_ip_whitelist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_ip_whitelist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merchant_markets" (
	"merchant_id" integer NOT NULL,
	"coin_code" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "merchant_markets_merchant_id_coin_code_pk" PRIMARY KEY("merchant_id","coin_code")
);
--> statement-breakpoint
CREATE TABLE "merchant_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"pending_totp_secret" text,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"name" text NOT NULL,
	"account_type" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"kyc_status" text DEFAULT 'unverified' NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_user_markets" (
	"uid" text NOT NULL,
	"coin_code" text NOT NULL,
	CONSTRAINT "wallet_user_markets_uid_coin_code_pk" PRIMARY KEY("uid","coin_code")
);
--> statement-breakpoint
CREATE TABLE "wallet_users" (
	"uid" text PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_ip_whitelist" ADD CONSTRAINT "login_ip_whitelist_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_markets" ADD CONSTRAINT "merchant_markets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_markets" ADD CONSTRAINT "merchant_markets_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD CONSTRAINT "merchant_users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_user_id_merchant_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."merchant_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_user_markets" ADD CONSTRAINT "wallet_user_markets_uid_wallet_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_user_markets" ADD CONSTRAINT "wallet_user_markets_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_ip_whitelist_merchant_ip_idx" ON "login_ip_whitelist" USING btree ("merchant_id","ip");--> statement-breakpoint
CREATE INDEX "login_logs_merchant_idx" ON "login_logs" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchants_agent_idx" ON "merchants" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("merchant_user_id");