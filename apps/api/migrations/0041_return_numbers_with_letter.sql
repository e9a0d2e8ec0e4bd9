-- Return request numbers carry the letter R (decision 0068): R00000012, no longer 00000012, which was also an order
-- number. The requests' ids do not change; the history and the audit log kept the number as text, so what they kept
-- is rewritten to the new form (a link with the bare number still opens the request: the API reads both).
UPDATE "order_events"
SET "details" = jsonb_set("details", '{returnRequest}', to_jsonb('R' || ("details"->>'returnRequest')))
WHERE "details"->>'returnRequest' ~ '^[0-9]+$';
--> statement-breakpoint
UPDATE "audit_log" SET "target_id" = 'R' || "target_id" WHERE "target_type" = 'returnRequest' AND "target_id" ~ '^[0-9]+$';
