CREATE TABLE "notification_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"phone_number" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_contacts_method_check" CHECK (("notification_contacts"."method" = 'email' and "notification_contacts"."phone_number" is null) or ("notification_contacts"."method" = 'phone' and "notification_contacts"."phone_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_artists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"spotify_id" text NOT NULL,
	"profile" jsonb NOT NULL,
	"admitted_at" timestamp with time zone,
	"admitted_via" text,
	"invite_code" text,
	"designs_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_artists_admitted_via_check" CHECK ("user_artists"."admitted_via" is null or "user_artists"."admitted_via" in ('capacity', 'invite', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "admission_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_settings_single_row" CHECK ("admission_settings"."id"),
	CONSTRAINT "admission_settings_capacity_check" CHECK ("admission_settings"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid
);
--> statement-breakpoint
ALTER TABLE "notification_contacts" ADD CONSTRAINT "notification_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_artists" ADD CONSTRAINT "user_artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_artists_spotify_id_idx" ON "user_artists" USING btree ("spotify_id");