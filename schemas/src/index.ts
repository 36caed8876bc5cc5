import { certificate } from "./documents/certificate";
import { declaration } from "./documents/declaration";
import { job } from "./documents/job";
import { legalDocument } from "./documents/legalDocument";
import { mailTemplates } from "./documents/mailTemplates";
import { mediaContact } from "./documents/mediaContact";
import { MENUS_ID, menuGroup, menuItem, menus } from "./documents/menus";
import { news } from "./documents/news";
import { page } from "./documents/page";
import { product } from "./documents/product";
import { redirect } from "./documents/redirect";
import { sitePage } from "./documents/sitePage";
import { SITE_SETTINGS_ID, siteSettings } from "./documents/siteSettings";
import { teamMember } from "./documents/teamMember";
import { timelineEvent } from "./documents/timelineEvent";
import { faqItem, pageBlockTypes } from "./objects/blocks";
import { contactAddress, contactEmail, contactPhone, notificationRecipients } from "./objects/contact";
import { figure } from "./objects/images";
import { localeString, localeText } from "./objects/locale";
import { listText, richText } from "./objects/portableText";
import { micronRange, nanometerRange, resistivityRange, screening } from "./objects/screening";
import { pageLink, pageSection, sectionItem, specRow } from "./objects/sections";
import { table, tableRow } from "./objects/table";

export * from "./constants";
export * from "./mail-templates";
export * from "./previews";
export * from "./redirects";
export * from "./rules";
export { MENUS_ID, SITE_SETTINGS_ID };

/** Types that have exactly one document, edited from the settings menu. */
export const SINGLETON_TYPES = ["siteSettings", "mailTemplates", "menus"] as const;

export const documentTypes = [
  news,
  job,
  page,
  sitePage,
  product,
  redirect,
  certificate,
  declaration,
  teamMember,
  timelineEvent,
  legalDocument,
  mediaContact,
  siteSettings,
  mailTemplates,
  menus,
];

export const objectTypes = [
  localeString,
  localeText,
  figure,
  table,
  tableRow,
  richText,
  listText,
  pageLink,
  sectionItem,
  pageSection,
  ...pageBlockTypes,
  faqItem,
  specRow,
  screening,
  resistivityRange,
  micronRange,
  nanometerRange,
  contactPhone,
  contactEmail,
  contactAddress,
  notificationRecipients,
  menuGroup,
  menuItem,
];

/** Every document and object type, in the order the studio lists them. */
export const schemaTypes = [...documentTypes, ...objectTypes];
