import type { EmbeddedFormKind } from "@wafer/schemas/constants";
import type { PageSection } from "@/components/page/Page";
import type { ImageRef } from "@/media/image";

// The blocks of a sitePage as PAGE_BLOCKS (content/queries.ts) projects them: plain shapes, so a
// block's component and its unit test need neither the query's generated type nor a dataset.

interface BlockBase {
  _key: string;
  heading?: string | null;
}

export interface RichTextBlockData extends BlockBase {
  _type: "richTextBlock";
  body?: unknown[] | null;
}

export interface ImageTextBlockData extends BlockBase {
  _type: "imageTextBlock";
  body?: unknown[] | null;
  image?: ImageRef | null;
  imagePosition?: "left" | "right" | null;
}

export interface GalleryBlockData extends BlockBase {
  _type: "galleryBlock";
  images?: (ImageRef & { _key: string; caption?: string | null })[] | null;
}

/** A call to action's page: the fields its path is built from (schemas/src/paths.ts), and its translations'. */
export interface LinkTarget {
  _type: string;
  language?: string | null;
  slug?: string | null;
  pageKey?: string | null;
  kind?: string | null;
  translations?: { language?: string | null; slug?: string | null }[] | null;
}

export interface CtaBlockData extends BlockBase {
  _type: "ctaBlock";
  text?: string | null;
  label?: string | null;
  url?: string | null;
  target?: LinkTarget | null;
}

export interface TableBlockData extends BlockBase {
  _type: "tableBlock";
  caption?: string | null;
  rows?: { _key?: string; cells?: string[] | null }[] | null;
}

export interface FaqItemData {
  _key: string;
  question?: string | null;
  answer?: string | null;
}

export interface FaqBlockData extends BlockBase {
  _type: "faqBlock";
  items?: FaqItemData[] | null;
}

export interface FileBlockData extends BlockBase {
  _type: "fileBlock";
  description?: string | null;
  file?: { sha1hash?: string | null; extension?: string | null; size?: number | null } | null;
}

export interface FormBlockData extends BlockBase {
  _type: "formBlock";
  intro?: string | null;
  kind?: EmbeddedFormKind | null;
}

/** One entry of `sitePage.sections`: a section layout or a block. */
export type PageBlock =
  | (PageSection & { _type?: "pageSection" })
  | RichTextBlockData
  | ImageTextBlockData
  | GalleryBlockData
  | CtaBlockData
  | TableBlockData
  | FaqBlockData
  | FileBlockData
  | FormBlockData;
