CREATE TABLE "design_replacements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text DEFAULT 'Waiting to start' NOT NULL,
	"new_design_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_replacements_progress_check" CHECK ("design_replacements"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "slot_id" uuid;--> statement-breakpoint
ALTER TABLE "design_replacements" ADD CONSTRAINT "design_replacements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_replacements" ADD CONSTRAINT "design_replacements_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_replacements" ADD CONSTRAINT "design_replacements_new_design_id_designs_id_fk" FOREIGN KEY ("new_design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_replacements_user_id_created_at_idx" ON "design_replacements" USING btree ("user_id","created_at");