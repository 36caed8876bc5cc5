import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results.

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && language == $locale][0]{ heroTitle }`);
