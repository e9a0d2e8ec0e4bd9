/**
 * The demo shop's brands: invented names in the style of Gulf packaging houses, each with an Arabic name
 * and a wordmark colour for its generated logo.
 */
import type { Bilingual } from "./catalog-model.js";

export interface BrandDef {
  code: string;
  name: Bilingual;
  /** Company shown as the product's manufacturer. */
  manufacturer: string;
  /** Wordmark colours: ink and accent. */
  ink: string;
  accent: string;
}

export const BRANDS: readonly BrandDef[] = [
  {
    code: "sahra-pack",
    name: { en: "Sahra Pack", ar: "صحراء باك" },
    manufacturer: "Sahra Packaging Industries LLC",
    ink: "#8A4B1F",
    accent: "#E0A458",
  },
  {
    code: "qasr",
    name: { en: "Qasr Packaging", ar: "قصر للتغليف" },
    manufacturer: "Qasr Packaging Factory LLC",
    ink: "#1F3A5F",
    accent: "#C9A227",
  },
  {
    code: "marjan-ware",
    name: { en: "Marjan Ware", ar: "مرجان وير" },
    manufacturer: "Marjan Plastics Co.",
    ink: "#C2413B",
    accent: "#F3A396",
  },
  {
    code: "wahat-eco",
    name: { en: "Wahat Eco", ar: "واحة إيكو" },
    manufacturer: "Wahat Green Products FZE",
    ink: "#2F6B3F",
    accent: "#9BCB6B",
  },
  {
    code: "jumana",
    name: { en: "Jumana", ar: "جمانة" },
    manufacturer: "Jumana Tissue Mills LLC",
    ink: "#5B3A8C",
    accent: "#C7B2E8",
  },
  {
    code: "dana-care",
    name: { en: "Dana Care", ar: "دانة كير" },
    manufacturer: "Dana Hygiene Products LLC",
    ink: "#0E6F8A",
    accent: "#7FD1E3",
  },
  {
    code: "shams-foil",
    name: { en: "Shams Foil", ar: "شمس فويل" },
    manufacturer: "Shams Aluminium Converting LLC",
    ink: "#6B6F76",
    accent: "#F2B632",
  },
  {
    code: "majlis",
    name: { en: "Majlis Party", ar: "مجلس بارتي" },
    manufacturer: "Majlis Celebrations Trading",
    ink: "#A0306A",
    accent: "#F5C542",
  },
  {
    code: "hadeel",
    name: { en: "Hadeel", ar: "هديل" },
    manufacturer: "Hadeel Disposables Trading LLC",
    ink: "#27507A",
    accent: "#8CC3E8",
  },
  {
    code: "proserve",
    name: { en: "ProServe", ar: "بروسيرف" },
    manufacturer: "ProServe Catering Supplies FZCO",
    ink: "#1E1E24",
    accent: "#E4572E",
  },
  {
    code: "nakhla",
    name: { en: "Nakhla Naturals", ar: "نخلة ناتشورالز" },
    manufacturer: "Nakhla Natural Tableware LLC",
    ink: "#6E5A2B",
    accent: "#C9B37E",
  },
  {
    code: "bayt-al-dalla",
    name: { en: "Bayt Al Dalla", ar: "بيت الدلة" },
    manufacturer: "Bayt Al Dalla Coffee Supplies",
    ink: "#5C3317",
    accent: "#D9A05B",
  },
];
