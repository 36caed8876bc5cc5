import { notFound } from "next/navigation";

// Every path no route claims ends here, so its 404 renders inside the locale layout (header, footer,
// the visitor's language) instead of Next's bare default page. Next 16.4 answers 404 with a bare
// document and renders this not-found UI in the browser (vercel/next.js#97000).
export default function UnknownPath(): never {
  notFound();
}
