-- A content page may be a draft (decision 0070): shoppers never see it; staff open it through a signed preview link.
ALTER TABLE "cms_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
