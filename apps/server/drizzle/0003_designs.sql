CREATE TABLE "design_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"spotify_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text DEFAULT 'music-analysis' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT 'Waiting to start' NOT NULL,
	"plan" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "design_generations_user_artist_key" UNIQUE("user_id","spotify_id"),
	CONSTRAINT "design_generations_progress_check" CHECK ("design_generations"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"spotify_id" text NOT NULL,
	"seed" text NOT NULL,
	"design_index" integer NOT NULL,
	"engine_id" text NOT NULL,
	"template" text NOT NULL,
	"track_name" text NOT NULL,
	"hook" text,
	"product" text NOT NULL,
	"garment_color" text NOT NULL,
	"inks" jsonb NOT NULL,
	"fonts" jsonb NOT NULL,
	"preview_key" text NOT NULL,
	"mockups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_key" text,
	"print_width" integer,
	"print_height" integer,
	"checks_passed" boolean NOT NULL,
	"check_failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_source_key" UNIQUE("user_id","spotify_id","seed","design_index")
);
--> statement-breakpoint
ALTER TABLE "design_generations" ADD CONSTRAINT "design_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_user_id_created_at_idx" ON "designs" USING btree ("user_id","created_at");