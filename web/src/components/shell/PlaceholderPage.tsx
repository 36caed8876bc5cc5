import styles from "./PlaceholderPage.module.css";

// Placeholder: replaced by the pages issue. A stand-in body for routes the shell needs to exist
// (header variants, navigation tests) until the real pages land.

export function PlaceholderHero({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
      </div>
    </section>
  );
}

export function PlaceholderPage({ title, body, hero }: { title: string; body: string; hero: boolean }) {
  return (
    <main>
      {hero ? (
        <PlaceholderHero title={title} />
      ) : (
        <section className={styles.band}>
          <h1 className={styles.bandTitle}>{title}</h1>
        </section>
      )}
      <section className={styles.body}>
        <p>{body}</p>
      </section>
    </main>
  );
}
