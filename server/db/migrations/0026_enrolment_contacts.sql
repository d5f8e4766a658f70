CREATE TABLE "demo_mailbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "contact_language" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "contact_language" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "link_issued_by" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "link_issued_at" timestamp with time zone;