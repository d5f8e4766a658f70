CREATE TABLE "deposit_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"address" text NOT NULL,
	"merchant_id" integer,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "deposit_addresses_address_unique" UNIQUE("address"),
	CONSTRAINT "deposit_addresses_assigned_check" CHECK ((merchant_id is null) = (assigned_at is null))
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_merchant_network_idx" ON "deposit_addresses" USING btree ("merchant_id","network") WHERE merchant_id is not null;--> statement-breakpoint
CREATE INDEX "deposit_addresses_free_idx" ON "deposit_addresses" USING btree ("network","id") WHERE merchant_id is null;