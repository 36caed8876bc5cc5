import type { Locale } from "@/i18n/config";
import { colon } from "@/i18n/format";
import styles from "./catalogue.module.css";
import type { Certificate } from "./content";
import { catalogueMessages } from "./messages";
import { certificatePath } from "./paths";

/** Certificates as cards a supplier-quality engineer can check: number, scope, sites, validity, PDF. */
export function CertificateList({ locale, certificates }: { locale: Locale; certificates: Certificate[] }) {
  const t = catalogueMessages(locale);
  return (
    <ul className={styles.certificates}>
      {certificates.map((certificate) => (
        <li key={certificate._id} className={styles.certificate}>
          <h3 className={styles.standard}>{certificate.standard}</h3>
          <dl className={styles.facts}>
            {(
              [
                [t.certificateNumber, certificate.number],
                [t.scope, certificate.scope],
                [t.sites, certificate.sites],
                [t.issuer, certificate.issuer],
                [
                  t.validity,
                  <>
                    <span className={styles.nowrap}>{certificate.validFrom}</span> {t.validTo}{" "}
                    <span className={styles.nowrap}>{certificate.validUntil}</span>
                  </>,
                ],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt>
                  {term}
                  {colon(locale)}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <a className={styles.pdf} href={certificatePath(locale, certificate._id)} download>
            {t.downloadCertificate(certificate.standard)}
          </a>
        </li>
      ))}
    </ul>
  );
}
