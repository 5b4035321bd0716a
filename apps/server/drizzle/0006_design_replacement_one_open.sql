-- Two tabs could open two replacements for one card before this index: keep the newest open.
UPDATE "design_replacements" AS "r" SET "status" = 'failed', "error" = 'superseded', "updated_at" = now()
WHERE "r"."status" in ('queued', 'running') AND EXISTS (
	SELECT 1 FROM "design_replacements" AS "o"
	WHERE "o"."slot_id" = "r"."slot_id" AND "o"."status" in ('queued', 'running')
		AND ("o"."created_at", "o"."id") > ("r"."created_at", "r"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "design_replacements_one_open_per_slot" ON "design_replacements" USING btree ("slot_id") WHERE "design_replacements"."status" in ('queued', 'running');
