// The global sheets first, so that every component module after them can override them.
import "@/styles/tokens.module.css";
import "@/styles/globals.module.css";
import { LocaleLayout } from "@/routing/locale-layout";

// The document and frame of every page, and the site's default metadata (routing/locale-layout.tsx).
export { generateMetadata, generateStaticParams, viewport } from "@/routing/locale-layout";
export default LocaleLayout;
