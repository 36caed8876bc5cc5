import type { SectionLayout } from "@wafer/schemas/constants";
import type { ComponentType } from "react";
import type { BlockProps } from "./block-props";
import { CardsBlock } from "./CardsBlock";
import { FactsBlock } from "./FactsBlock";
import { StepsBlock } from "./StepsBlock";

// One component per section layout, the layout editors choose on each section (the `layout` field
// of schemas/src/objects/sections.ts, listed in SECTION_LAYOUTS). "text" shows no items.

export const SECTION_BLOCKS: Record<SectionLayout, ComponentType<BlockProps> | null> = {
  text: null,
  cards: CardsBlock,
  facts: FactsBlock,
  steps: StepsBlock,
};

/** A section written before layouts existed shows its items as cards. */
export const DEFAULT_LAYOUT: SectionLayout = "cards";
