ALTER TABLE "phone_codes" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "phone_codes_ip_time_idx" ON "phone_codes" USING btree ("ip","created_at");