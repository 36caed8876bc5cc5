"use client";

import { useReducedMotion } from "motion/react";

/** Props for a subtle entrance of a menu panel; nothing moves for visitors who prefer reduced motion. */
export function useEntrance(distance = -8) {
  const reduce = useReducedMotion();
  if (reduce) return { initial: false as const };
  return {
    initial: { opacity: 0, y: distance },
    animate: { opacity: 1, y: 0 },
    transition: { duration: 0.2, ease: [0.2, 0, 0, 1] as const },
  };
}
