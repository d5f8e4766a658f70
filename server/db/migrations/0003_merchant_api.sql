CREATE TABLE "access_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"access_key" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"webhook_secret_encrypted" text NOT NULL,
	"ip" text NOT NULL,
	"webhook_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "access_keys_merchant_id_unique" UNIQUE("merchant_id"),
	CONSTRAINT "access_keys_access_key_unique" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "api_nonces" (
	"access_key" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_nonces_access_key_nonce_pk" PRIMARY KEY("access_key","nonce")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"order_public_id" text,
	"url" text NOT NULL,
	"payload" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_http_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" ALTER COLUMN "nick" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" ALTER COLUMN "external_account" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "public_id" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "notify_url" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_nonces_time_idx" ON "api_nonces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_due_idx" ON "webhook_events" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_events_merchant_time_idx" ON "webhook_events" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_expiry_idx" ON "recharge_orders" USING btree ("expires_at") WHERE order_status = 'created';--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_public_id_unique" UNIQUE("public_id");