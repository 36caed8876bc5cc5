import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results.

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && language == $locale][0]{ heroTitle }`);

/** What the site shell shows from site settings: company names and the two filing records (footer). */
export const SHELL_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  "companyName": coalesce(companyName[$locale], companyName.zh),
  "companyShortName": coalesce(companyShortName[$locale], companyShortName.zh),
  icpNumber,
  icpLink,
  "publicSecurityFilingText": coalesce(publicSecurityFilingText[$locale], publicSecurityFilingText.zh),
  publicSecurityFilingLink
}`);
