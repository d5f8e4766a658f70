CREATE TABLE "payer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"order_public_id" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"phone" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"order_public_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	CONSTRAINT "slider_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "real_name" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "bank_card_last4" text;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "bank_card_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "payment_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "payment_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payer_sessions" ADD CONSTRAINT "payer_sessions_uid_wallet_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_uid_wallet_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payer_sessions_uid_idx" ON "payer_sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "payer_sessions_expiry_idx" ON "payer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_time_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_uid_phone_idx" ON "phone_codes" USING btree ("uid","phone");--> statement-breakpoint
CREATE INDEX "slider_challenges_expiry_idx" ON "slider_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "wallet_users" ADD CONSTRAINT "wallet_users_username_unique" UNIQUE("username");