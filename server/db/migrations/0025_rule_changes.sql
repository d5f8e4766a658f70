CREATE TABLE "platform_rule_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_rule_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"target" text,
	"change" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"status" text NOT NULL,
	"proposed_by_staff_id" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"approvable_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "platform_rule_changes_status_idx" ON "platform_rule_changes" USING btree ("status","effective_at");