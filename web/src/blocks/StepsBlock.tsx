import { ItemCards } from "./CardsBlock";
import type { BlockProps } from "./registry";

/** The "steps" layout: numbered cards, in the order editors put them (a hiring process). */
export function StepsBlock({ items }: BlockProps) {
  return <ItemCards items={items} numbered />;
}
