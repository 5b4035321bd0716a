CREATE TABLE "job_heartbeats" (
	"key" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"worked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" text,
	"url" text NOT NULL,
	"path" text NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"authenticated" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_views_occurred_at_idx" ON "page_views" USING btree ("occurred_at");