import type { BlockProps } from "./block-props";
import { ItemCards } from "./CardsBlock";

/** The "steps" layout: numbered cards, in the order editors put them (a hiring process). */
export function StepsBlock({ items }: BlockProps) {
  return <ItemCards items={items} numbered />;
}
