import type { Locale } from "@/i18n/config";
import { formatFileSize as fileSize, formatDate } from "@/i18n/format";
import { declarationFilePath } from "@/media/declarations";
import styles from "./catalogue.module.css";
import type { Declaration } from "./content";
import { catalogueMessages } from "./messages";

/** 资料下载: each compliance declaration with its revision, issue date and a link to its PDF with the file's size. */
export function DeclarationList({ locale, declarations }: { locale: Locale; declarations: Declaration[] }) {
  const t = catalogueMessages(locale);
  return (
    <ul className={styles.certificates}>
      {declarations.map((item) =>
        item.file?.sha1hash ? (
          <li key={item._id} className={styles.certificate}>
            <h3 className={styles.standard}>{item.title}</h3>
            <p>
              {t.revision(item.revision ?? "")} · {item.issueDate ? formatDate(item.issueDate, locale) : null}
            </p>
            <a className={styles.pdf} href={declarationFilePath(item.file.sha1hash)} download>
              {t.downloadDeclaration(item.title ?? "", fileSize(item.file.size ?? 0, locale))}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
