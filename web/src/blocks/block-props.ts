import type { SectionItem } from "@/components/page/Page";

// What every layout's component receives. Its own module, so the blocks and the registry that
// lists them (registry.tsx) import it without importing each other.
export interface BlockProps {
  items: SectionItem[];
  tone?: "plain" | "alt" | "deep";
}
