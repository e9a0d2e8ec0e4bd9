-- The customer's return requests by rma (sort=byRMA) walk this index: return_requests_customer_idx orders them by
-- date, so that sort read every request of the customer (or every customer's, backwards by id) to find a page.
CREATE INDEX "return_requests_customer_rma_idx" ON "return_requests" USING btree ("customer_uid","id");
