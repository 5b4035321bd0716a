CREATE TABLE "job_worker_claims" (
	"queue" text NOT NULL,
	"job_id" uuid NOT NULL,
	"worker_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_worker_claims_pkey" PRIMARY KEY("queue","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_worker_claims_worker_idx" ON "job_worker_claims" USING btree ("worker_id");