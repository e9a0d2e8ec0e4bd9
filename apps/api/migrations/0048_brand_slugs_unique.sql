-- Brands are now created and renamed by staff (decision 0079): a slug names one brand only.
CREATE UNIQUE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");
