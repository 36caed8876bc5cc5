import { InboxLayout } from "@/inbox/ui/layout";

// The staff inbox's document (inbox/ui/layout.tsx): its own root layout, noindex.
export { generateMetadata, generateStaticParams } from "@/inbox/ui/layout";
export default InboxLayout;
