"use client";

import { useRef } from "react";
import { CloseButton } from "./CloseButton";
import { LocaleLink } from "./LocaleLink";
import styles from "./PrivacyDialog.module.css";
import { useShell } from "./ShellProvider";

/** The privacy-policy summary (docs/product.md, Navigation: the footer's policy dialog), with a link to the full text at /policy. */
export function PrivacyDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { strings } = useShell();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {strings.footer.privacySummary}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="privacy-dialog-title">
        <div className={styles.head}>
          <h2 id="privacy-dialog-title" className={styles.title}>
            {strings.privacy.title}
          </h2>
          <CloseButton label={strings.privacy.close} onClick={close} className={styles.close} />
        </div>
        <ul className={styles.points}>
          {strings.privacy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <LocaleLink href="/policy" className={styles.full} onClick={close}>
          {strings.privacy.readFull}
        </LocaleLink>
      </dialog>
    </>
  );
}
