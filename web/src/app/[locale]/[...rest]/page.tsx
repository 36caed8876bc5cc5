import { notFound } from "next/navigation";

// Every path no route claims ends here, so its 404 renders inside the locale layout (header, footer,
// the visitor's language) instead of Next's bare default page.
export default function UnknownPath(): never {
  notFound();
}
