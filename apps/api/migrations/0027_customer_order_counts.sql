CREATE TABLE "customer_order_counts" (
	"customer_uid" text PRIMARY KEY NOT NULL,
	"placed_orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_order_counts" ADD CONSTRAINT "customer_order_counts_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_unplaced_idx" ON "orders" USING btree ("customer_uid") WHERE "orders"."placed_at" is null;--> statement-breakpoint
-- Decision 0049: the counter follows every change of an order's customer or placement, in the statement that makes
-- it (placing, a guest's order claimed by the new account, a customer deleted, an order deleted). Statement-level
-- triggers add each customer's change once per statement, so a bulk load writes one row version per customer.
CREATE FUNCTION "orders_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_order_counts (customer_uid, placed_orders)
    SELECT customer_uid, count(*) FROM new_orders
    WHERE customer_uid IS NOT NULL AND placed_at IS NOT NULL GROUP BY customer_uid
  ON CONFLICT (customer_uid) DO UPDATE SET placed_orders = customer_order_counts.placed_orders + excluded.placed_orders;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_order_counts SET placed_orders = placed_orders - gone.n
  FROM (
    SELECT customer_uid, count(*) AS n FROM old_orders
    WHERE customer_uid IS NOT NULL AND placed_at IS NOT NULL GROUP BY customer_uid
  ) gone
  WHERE customer_order_counts.customer_uid = gone.customer_uid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Fewer placed orders only lower an existing counter: the customer may be the one being deleted (their counter
-- goes with them), and a counter is never created below zero. More placed orders belong to customers who exist.
CREATE FUNCTION "orders_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT customer_uid, sum(n) AS n FROM (
      SELECT customer_uid, -1 AS n FROM old_orders WHERE customer_uid IS NOT NULL AND placed_at IS NOT NULL
      UNION ALL
      SELECT customer_uid, 1 AS n FROM new_orders WHERE customer_uid IS NOT NULL AND placed_at IS NOT NULL
    ) changed
    GROUP BY customer_uid HAVING sum(n) <> 0
  ), lowered AS (
    UPDATE customer_order_counts SET placed_orders = placed_orders + changes.n
    FROM changes WHERE changes.n < 0 AND customer_order_counts.customer_uid = changes.customer_uid
  )
  INSERT INTO customer_order_counts (customer_uid, placed_orders)
    SELECT customer_uid, n FROM changes WHERE n > 0
  ON CONFLICT (customer_uid) DO UPDATE SET placed_orders = customer_order_counts.placed_orders + excluded.placed_orders;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "orders_count_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_deleted"();--> statement-breakpoint
CREATE TRIGGER "orders_count_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_updated"();--> statement-breakpoint
INSERT INTO "customer_order_counts" ("customer_uid", "placed_orders")
  SELECT "customer_uid", count(*) FROM "orders"
  WHERE "customer_uid" IS NOT NULL AND "placed_at" IS NOT NULL
  GROUP BY "customer_uid";
