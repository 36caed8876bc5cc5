import { LocaleLayout } from "@/routing/locale-layout";
import "@/styles/globals.css";

// The document and frame of every page, and the site's default metadata (routing/locale-layout.tsx).
export { generateMetadata, generateStaticParams, viewport } from "@/routing/locale-layout";
export default LocaleLayout;
