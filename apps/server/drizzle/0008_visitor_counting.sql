CREATE TABLE "store_visitor_days" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	CONSTRAINT "store_visitor_days_day_store_id_visitor_hash_pk" PRIMARY KEY("day","store_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_visitor_days" ADD CONSTRAINT "store_visitor_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_visitor_days_address_idx" ON "store_visitor_days" USING btree ("day","address_hash");