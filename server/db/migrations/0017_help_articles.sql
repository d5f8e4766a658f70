CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"title" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"published" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_articles_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE INDEX "help_articles_updated_idx" ON "help_articles" USING btree ("updated_at","position");