import { PAGE_KEY_LABELS } from "@wafer/schemas/constants";
import { NAV_GROUP_LABELS } from "@wafer/schemas/menus";
import { inLocale } from "../messages";
import type { Dictionary } from "./zh";

// English UI strings. `satisfies` makes a missing or extra key a type error.

const en = {
  site: {
    name: "SCS",
    shortName: "SCS",
    companyName: "Shanghai Silicon Crystal Semiconductor Co., Ltd.",
    logoSubline: "Silicon Crystal Semiconductor",
  },
  nav: {
    label: "Main navigation",
    // The menu groups' default names (editors may rename them in the studio's menus): one spelling.
    groups: inLocale(NAV_GROUP_LABELS, "en"),
    // The menu's page labels are the page names editors see in the studio: one spelling.
    items: inLocale(PAGE_KEY_LABELS, "en"),
    comingSoon: "Coming soon",
  },
  header: {
    home: "Home",
    skipToContent: "Skip to main content",
    openMenu: "Open navigation menu",
    closeMenu: "Close navigation menu",
    openSearch: "Search",
    closeSearch: "Close search",
    searchLabel: "Search this site",
    searchPlaceholder: "Search what you want to know",
    searchSubmit: "Search",
    loading: "Loading page",
    language: "Language",
    languageNames: { zh: "中文", en: "English" },
    languageShort: { zh: "中文", en: "EN" },
  },
  footer: {
    label: "Site footer",
    navLabel: "Site map",
    tagline: "Large-diameter IC silicon wafers for the world's leading fabs.",
    policy: "Privacy Policy",
    term: "Terms of Use",
    disclaimers: "Disclaimer",
    privacySummary: "Privacy summary",
    copyright: "All rights reserved",
    legalLabel: "Legal information and filings",
  },
  privacy: {
    title: "Privacy policy summary",
    points: [
      "This privacy policy takes effect on 25 July 2022.",
      "We collect only what you submit in our forms, such as the online message and job applications: your name, contact details and resume.",
      "We use it only to answer your inquiry and to process your application, and we never sell your personal information.",
      "You can contact us at any time to see, correct or delete your personal information.",
      "Minors under 18 should submit personal information only with a guardian's consent.",
    ],
    readFull: "Read the full privacy policy",
    close: "Close",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFound: "This page could not be found",
    goneTitle: "Page removed",
    gone: "This page has been removed for good.",
    backHome: "Back to the home page",
    defaultMessage: "Error",
    statusLabel: "Error code",
    retry: "Try again",
  },
  placeholder: {
    body: "This section is being prepared.",
  },
} satisfies Dictionary;

export default en;
