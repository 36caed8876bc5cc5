"use client";

import { type ReactNode, useState } from "react";
import { ChevronIcon } from "./icons";

/** Menus that unfold one group at a time (the mobile menu, the footer on phones). */
export function useAccordion<Id extends string>(initial: Id | null = null) {
  const [expanded, setExpanded] = useState<Id | null>(initial);
  return {
    expanded,
    setExpanded,
    toggle: (id: Id) => setExpanded((current) => (current === id ? null : id)),
  };
}

/** The button that unfolds a group: it says whether its panel is open and which panel it controls. */
export function AccordionButton({
  open,
  controls,
  onToggle,
  className,
  chevronClassName,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle(): void;
  className?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
      <ChevronIcon className={chevronClassName} />
    </button>
  );
}
