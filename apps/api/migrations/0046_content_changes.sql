-- The content change log (issue 19, decision 0075): a version bumped by a staff content edit is logged here, so API
-- processes drop their rendered CMS content without reloading products or rebuilding the search index.
CREATE TABLE "content_changes" (
	"version" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_changed_at_idx" ON "content_changes" USING btree ("changed_at");
