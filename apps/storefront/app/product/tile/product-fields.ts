/**
 * The OCC `fields` a tile, row or carousel tile reads (spec §3 listing field set, plus discounts, and what add to
 * cart needs: the maximum quantity, configurable and kit templates).
 */
export const PRODUCT_TILE_FIELDS =
  "code,name,name_en,subname,url,images(DEFAULT),price(formattedValue,value,currencyIso)," +
  "priceAfterDiscount(formattedValue,value),discount,averageRating,numberOfReviews,stock,disabled,purchasable," +
  "potentialPromotions,maxOrderQuantity,configurable,kittingBundleTemplates(id)";
