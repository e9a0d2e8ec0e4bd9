-- A content page may send shoppers elsewhere (shopping spec §2.3): the storefront answers 301 to its redirect URL.
ALTER TABLE "cms_pages" ADD COLUMN "redirect_url" text;
