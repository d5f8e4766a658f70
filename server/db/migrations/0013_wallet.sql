CREATE TABLE "wallet_idempotency_keys" (
	"uid" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_idempotency_keys_uid_key_pk" PRIMARY KEY("uid","key")
);
--> statement-breakpoint
CREATE TABLE "wallet_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ALTER COLUMN "uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "slider_challenges" ALTER COLUMN "order_public_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_free_limits" ADD COLUMN "user_daily_cap" numeric;--> statement-breakpoint
ALTER TABLE "wallet_idempotency_keys" ADD CONSTRAINT "wallet_idempotency_keys_uid_wallet_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_sessions" ADD CONSTRAINT "wallet_sessions_uid_wallet_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."wallet_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_idempotency_keys_created_idx" ON "wallet_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_sessions_uid_idx" ON "wallet_sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "wallet_sessions_expiry_idx" ON "wallet_sessions" USING btree ("expires_at");