-- Points and a card pay one order (issue 21, decision 0065): the part of an order's total its loyalty points pay,
-- and the part of each cancellation given back as points. The card pays (and is refunded) only the rest.
ALTER TABLE "orders" ADD COLUMN "loyalty_paid_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD COLUMN "loyalty_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "loyalty_refund_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders paid wholly with points before this change: their points pay all of what they cost now.
UPDATE "orders" SET "loyalty_paid_fils" = "total_price_fils" WHERE "payment_mode_code" = 'loyalty-point';
