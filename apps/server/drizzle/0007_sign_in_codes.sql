-- One-time sign-in codes of the built-in OpenID provider (decision 051): an HMAC of each code, never the code.
CREATE TABLE "oidc_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interaction_uid" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"code_hash" text NOT NULL,
	"ip_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "oidc_sign_in_codes_interaction_idx" ON "oidc_sign_in_codes" USING btree ("interaction_uid");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_codes_email_idx" ON "oidc_sign_in_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_codes_ip_idx" ON "oidc_sign_in_codes" USING btree ("ip_hash","created_at");