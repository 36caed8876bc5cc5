import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results.

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && language == $locale][0]{ heroTitle }`);

/**
 * What the site shell shows from site settings: company names and the two filing records (footer).
 * Localized fields are read with `select` on $locale: groq-js (the embedded source) treats
 * `field[$locale]` as a filter, not as attribute access, and would always fall back to zh.
 */
export const SHELL_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  "companyName": select($locale == "en" => coalesce(companyName.en, companyName.zh), companyName.zh),
  "companyShortName": select($locale == "en" => coalesce(companyShortName.en, companyShortName.zh), companyShortName.zh),
  icpNumber,
  icpLink,
  "publicSecurityFilingText": select(
    $locale == "en" => coalesce(publicSecurityFilingText.en, publicSecurityFilingText.zh),
    publicSecurityFilingText.zh
  ),
  publicSecurityFilingLink
}`);
