import { draftMode } from "next/headers";
import styles from "./PreviewBanner.module.css";

const TEXT = {
  zh: { label: "预览模式：您正在查看未发布的草稿内容。", exit: "退出预览" },
  en: { label: "Preview mode: you are looking at unpublished drafts.", exit: "Exit preview" },
} as const;

/** A clear, always-visible notice while draft mode is on, with a way out. */
export async function PreviewBanner({ locale }: { locale: "zh" | "en" }) {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return null;
  const text = TEXT[locale];
  return (
    <div className={styles.banner} role="status" data-preview-banner="">
      <span>{text.label}</span>
      {/* A plain link: leaving draft mode must reload every cached page. */}
      <a className={styles.exit} href="/api/draft-mode/disable">
        {text.exit}
      </a>
    </div>
  );
}
