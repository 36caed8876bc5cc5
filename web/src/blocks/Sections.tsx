import type { ReactNode } from "react";
import { type PageSection, Section } from "@/components/page/Page";
import { pageStyles as styles } from "@/components/page/styles";
import type { Locale } from "@/i18n/config";
import { ContentImage } from "@/media/ContentImage";
import { JsonLd } from "@/metadata/JsonLd";
import { faqPageJsonLd } from "@/metadata/structured-data";
import { CtaBlock } from "./CtaBlock";
import { FaqBlock, faqItems } from "./FaqBlock";
import { FileBlock } from "./FileBlock";
import { FormBlock } from "./FormBlock";
import { GalleryBlock } from "./GalleryBlock";
import { ImageTextBlock } from "./ImageTextBlock";
import { RichTextBlock } from "./RichTextBlock";
import { DEFAULT_LAYOUT, SECTION_BLOCKS } from "./registry";
import { TableBlock } from "./TableBlock";
import type { PageBlock } from "./types";

/** A section of a page document: heading, text, picture, then its items in the layout editors chose. */
export function CmsSection({
  section,
  tone,
  children,
}: {
  section: PageSection;
  tone?: "plain" | "alt" | "deep";
  children?: ReactNode;
}) {
  const items = section.items ?? [];
  const Block = SECTION_BLOCKS[section.layout ?? DEFAULT_LAYOUT];
  return (
    <Section
      heading={section.heading}
      subheading={section.subheading}
      body={section.body}
      link={section.link}
      tone={tone}
      id={section.key}
    >
      {section.image?.asset ? (
        <ContentImage image={section.image} sizes="(min-width: 900px) 960px, 100vw" className={styles.sectionImage} />
      ) : null}
      {Block && items.length > 0 ? <Block items={items} tone={tone} /> : null}
      {children}
    </Section>
  );
}

/**
 * One block of a page, by its `_type`: a section layout (pageSection, or an entry written before
 * `_type` was projected) or one of the page blocks of issue 42 (objects/blocks.ts). A type this
 * code does not know yet (a studio deployed before the site) shows nothing rather than failing.
 */
function PageBlockView({ block, locale, tone }: { block: PageBlock; locale: Locale; tone: "plain" | "alt" }) {
  switch (block._type) {
    case undefined:
    case "pageSection":
      return <CmsSection section={block} tone={tone} />;
    case "richTextBlock":
      return <RichTextBlock block={block} tone={tone} />;
    case "imageTextBlock":
      return <ImageTextBlock block={block} tone={tone} />;
    case "galleryBlock":
      return <GalleryBlock block={block} locale={locale} tone={tone} />;
    case "ctaBlock":
      return <CtaBlock block={block} locale={locale} tone={tone} />;
    case "tableBlock":
      return <TableBlock block={block} locale={locale} tone={tone} />;
    case "faqBlock":
      return <FaqBlock block={block} tone={tone} />;
    case "fileBlock":
      return <FileBlock block={block} locale={locale} tone={tone} />;
    case "formBlock":
      return <FormBlock block={block} locale={locale} tone={tone} />;
    default:
      return null;
  }
}

/** Every section of a page document (the copy of a route-table page) in order, alternating backgrounds. */
export function CmsSections({ sections, skip = [] }: { sections: PageSection[] | null | undefined; skip?: string[] }) {
  return (
    <>
      {(sections ?? [])
        .filter((section) => !skip.includes(section.key))
        .map((section, index) => (
          <CmsSection key={section._key} section={section} tone={index % 2 ? "alt" : "plain"} />
        ))}
    </>
  );
}

/**
 * Every section or block of an editor's page (`sitePage.sections`, projected by PAGE_BLOCKS) in
 * order, alternating backgrounds, and the FAQPage structured data of all its FAQ blocks together
 * (one per page, as Google reads it). `locale` is the page's language: the blocks' own words,
 * links to the translation of a referenced page, the embedded form's language.
 */
export function PageBlocks({ blocks, locale }: { blocks: PageBlock[] | null | undefined; locale: Locale }) {
  const list = blocks ?? [];
  const faq = list.flatMap((block) => (block._type === "faqBlock" ? faqItems(block) : []));
  return (
    <>
      {list.map((block, index) => (
        <PageBlockView key={block._key} block={block} locale={locale} tone={index % 2 ? "alt" : "plain"} />
      ))}
      {faq.length > 0 ? <JsonLd data={faqPageJsonLd(faq, locale)} /> : null}
    </>
  );
}
