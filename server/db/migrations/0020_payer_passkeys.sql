CREATE TABLE "payer_passkey_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payer_passkey_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"passkey_id" integer NOT NULL,
	"passkey_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payer_passkey_events_uid_idx" ON "payer_passkey_events" USING btree ("uid","created_at");