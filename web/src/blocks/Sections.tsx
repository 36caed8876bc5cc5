import type { ReactNode } from "react";
import { type PageSection, Section } from "@/components/page/Page";
import { pageStyles as styles } from "@/components/page/styles";
import { ContentImage } from "@/media/ContentImage";
import { DEFAULT_LAYOUT, SECTION_BLOCKS } from "./registry";

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

/** Every section of a page document in order, alternating backgrounds. */
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
