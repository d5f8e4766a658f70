DROP INDEX "webhook_events_due_idx";--> statement-breakpoint
CREATE INDEX "webhook_events_waiting_idx" ON "webhook_events" USING btree ("merchant_id","next_attempt_at","id") WHERE status = 'pending';