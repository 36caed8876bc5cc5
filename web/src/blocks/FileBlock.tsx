import { MAX_DOWNLOAD_BYTES } from "@wafer/schemas/constants";
import type { Locale } from "@/i18n/config";
import { formatFileSize } from "@/i18n/format";
import { declarationFilePath } from "@/media/declarations";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import { blockMessages } from "./messages";
import type { FileBlockData } from "./types";

const SHA1 = /^[0-9a-f]{40}$/;

/**
 * A PDF to download, from the site's own /media/files/<sha1>.pdf (as /quality's declarations).
 * Only a PDF the route will serve is offered: a file of another type or over the size cap shows nothing.
 */
export function FileBlock({ block, locale, tone }: { block: FileBlockData; locale: Locale; tone?: "plain" | "alt" }) {
  const file = block.file;
  if (!file?.sha1hash || !SHA1.test(file.sha1hash) || file.extension !== "pdf") return null;
  if (typeof file.size === "number" && file.size > MAX_DOWNLOAD_BYTES) return null;
  const size = typeof file.size === "number" ? formatFileSize(file.size, locale) : null;
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone}>
      {block.description ? <p className={styles.measure}>{block.description}</p> : null}
      <p className={styles.ctaRow}>
        <a href={declarationFilePath(file.sha1hash)} className={styles.download} download>
          {blockMessages(locale).download(block.heading ?? "", size)}
        </a>
      </p>
    </BlockFrame>
  );
}
