/** The demo shop's departments (top-level categories) in menu order. */
import { bags } from "./catalog-bags.js";
import { cupsAndLids } from "./catalog-cups.js";
import { ecoFriendly } from "./catalog-eco.js";
import { foilsAndRolls } from "./catalog-foils.js";
import { foodContainers } from "./catalog-food-containers.js";
import { glovesAndHygiene } from "./catalog-hygiene.js";
import type { Department } from "./catalog-model.js";
import { napkinsAndTissues } from "./catalog-napkins.js";
import { partyAndOccasions } from "./catalog-party.js";
import { tableware } from "./catalog-tableware.js";

export const DEPARTMENTS: readonly Department[] = [
  foodContainers,
  cupsAndLids,
  tableware,
  bags,
  napkinsAndTissues,
  glovesAndHygiene,
  foilsAndRolls,
  partyAndOccasions,
  ecoFriendly,
];
