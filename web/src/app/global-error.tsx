"use client";

// The layout itself failed: a page that needs nothing of the frame (components/shell/LastResortError.tsx).
export { LastResortError as default } from "@/components/shell/LastResortError";
