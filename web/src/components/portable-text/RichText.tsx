import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { IntentLink } from "@/components/IntentLink";
import { ContentImage } from "@/media/ContentImage";
import type { ImageRef } from "@/media/image";
import styles from "./RichText.module.css";

const isExternal = (href: string) =>
  /^(https?:)?\/\//.test(href) || href.startsWith("mailto:") || href.startsWith("tel:");

function SmartLink({ href, children, newTab }: { href: string; children: ReactNode; newTab?: boolean }) {
  if (/^https?:\/\//.test(href)) {
    // Another site: a new tab, and no access back to this page's window.
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (isExternal(href)) return <a href={href}>{children}</a>;
  return (
    <IntentLink href={href} target={newTab ? "_blank" : undefined}>
      {children}
    </IntentLink>
  );
}

const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
    h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
    h4: ({ children }) => <h4 className={styles.h4}>{children}</h4>,
    blockquote: ({ children }) => <blockquote className={styles.quote}>{children}</blockquote>,
    normal: ({ children }) => <p>{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className={styles.list}>{children}</ul>,
    number: ({ children }) => <ol className={styles.list}>{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "";
      if (!href) return <>{children}</>;
      return (
        <SmartLink href={href} newTab={Boolean(value?.openInNewTab)}>
          {children}
        </SmartLink>
      );
    },
  },
  types: {
    figure: ({ value }: { value: ImageRef & { caption?: string } }) => (
      <figure className={styles.figure}>
        <ContentImage image={value} sizes="(min-width: 800px) 720px, 100vw" className={styles.image} />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
    image: ({ value }: { value: ImageRef }) => (
      <ContentImage image={value} sizes="(min-width: 800px) 720px, 100vw" className={styles.image} />
    ),
    table: ({ value }: { value: { rows?: { _key?: string; cells?: string[] }[] } }) => {
      const [head, ...rows] = value.rows ?? [];
      if (!head) return null;
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {(head.cells ?? []).map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={row._key ?? rowIndex}>
                  {(row.cells ?? []).map((cell, index) =>
                    index === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    },
  },
};

/** Rich text from the CMS (Portable Text) with the site's typography. */
export function RichText({ value, className }: { value: unknown[] | null | undefined; className?: string }) {
  if (!value?.length) return null;
  return (
    <div className={`${styles.rich} ${className ?? ""}`}>
      {/* biome-ignore lint/suspicious/noExplicitAny: Portable Text arrives untyped from GROQ */}
      <PortableText value={value as any} components={components} />
    </div>
  );
}
