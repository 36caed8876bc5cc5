import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results
// (`pnpm typegen` writes schemas/src/sanity.types.ts).

/** The home page's copy in one language: the hero title is the page's h1. */
export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "page" && pageKey == "home" && language == $locale][0]{ title, heroTitle, intro }`,
);
