"use client";

import { LazyMotion, MotionConfig } from "motion/react";
import type { ReactNode } from "react";

const loadFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * Motion for the whole site through LazyMotion: components use `m.*` elements (about 15 KB instead of
 * 45 KB, spec'd in DESIGN.md) and the DOM animation features arrive asynchronously. `strict` makes a
 * stray full `motion.*` import fail loudly. Visitors who prefer reduced motion get none.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
