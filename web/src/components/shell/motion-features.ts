// Loaded on demand by <MotionProvider>: the animation features stay out of the first bundle.
export { domAnimation as default } from "motion/react";
