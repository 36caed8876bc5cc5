import type { ReactNode } from "react";
import styles from "./FormPage.module.css";

/** Title, lead and a card around a form (or a notice), for the form pages. */
export function FormPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.card}>{children}</div>
    </main>
  );
}

export { styles as formPageStyles };
