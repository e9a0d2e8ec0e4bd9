/** The OCC `fields` a tile, row or carousel tile reads (spec §3 listing field set, plus discounts). */
export const PRODUCT_TILE_FIELDS =
  "code,name,name_en,subname,url,images(DEFAULT),price(formattedValue,value,currencyIso)," +
  "priceAfterDiscount(formattedValue,value),discount,averageRating,numberOfReviews,stock,disabled,purchasable," +
  "potentialPromotions";
