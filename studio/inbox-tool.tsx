import { useEffect, useState } from "react";
import type { Tool } from "sanity";

// The studio's menu entry 收件箱 Inbox (issue 31): the inbox is pages of the site, which owns the
// submissions (docs/decisions/0046); the tool opens it beside the studio, in the editor's language.
// It also says when mail cannot leave (issue 41): the site answers GET /inbox/mail-status to any
// origin without a session (only the state, web/src/inbox/mail-signal.ts), as the inbox's banner.

/** What the site says of its mail: "ok", "unconfigured", "failing", or "unknown" (no answer). */
export type MailSignal = "ok" | "unconfigured" | "failing" | "unknown";

export const MAIL_SIGNAL_TEXT: Record<Exclude<MailSignal, "ok">, string> = {
  unconfigured:
    "邮件无法发出：网站未配置发信服务器（SMTP_URL），通知、回复和给申请人的邮件都不会发出。请联系网站管理员。",
  failing: "邮件无法发出：发信服务器拒绝或没有响应，网站会自动重试。请联系网站管理员。",
  unknown: "无法读取网站的邮件状态（网站未运行或无法访问）；收件箱页面会显示邮件是否能发出。",
};

export async function readMailSignal(origin: string, fetcher: typeof fetch = fetch): Promise<MailSignal> {
  try {
    const response = await fetcher(`${origin}/inbox/mail-status`, { credentials: "omit", cache: "no-store" });
    const { mail } = (await response.json()) as { mail?: string };
    return mail === "ok" || mail === "unconfigured" || mail === "failing" ? mail : "unknown";
  } catch {
    return "unknown";
  }
}

function MailState({ origin }: { origin: string }) {
  const [signal, setSignal] = useState<MailSignal | null>(null);
  useEffect(() => {
    let live = true;
    readMailSignal(origin).then((value) => live && setSignal(value));
    return () => {
      live = false;
    };
  }, [origin]);
  if (!signal || signal === "ok") return null;
  return (
    <p
      role={signal === "unknown" ? "status" : "alert"}
      data-mail-signal={signal}
      style={{
        padding: "0.75rem 1rem",
        borderRadius: 4,
        background: signal === "unknown" ? "#f3f3f3" : "#fdecea",
        color: signal === "unknown" ? "#333" : "#8a1c12",
      }}
    >
      {MAIL_SIGNAL_TEXT[signal]}
    </p>
  );
}

function InboxLink({ tool }: { tool: Tool<{ origin: string }> }) {
  const origin = tool.options?.origin ?? "";
  const zh = `${origin}/inbox/zh`;
  const en = `${origin}/inbox/en`;
  return (
    <div style={{ padding: "2rem", lineHeight: 1.7, fontSize: "1rem" }}>
      <h1 style={{ fontSize: "1.5rem" }}>收件箱 Inbox</h1>
      <MailState origin={origin} />
      <p>职位申请、在线留言和产品询价在网站的收件箱中处理（需单独登录）。</p>
      <p>Applications, messages and inquiries are handled in the site's inbox (its own sign-in).</p>
      <p>
        <a href={zh} target="_blank" rel="noopener">
          打开收件箱
        </a>{" "}
        ·{" "}
        <a href={en} target="_blank" rel="noopener" lang="en">
          Open the inbox
        </a>
      </p>
    </div>
  );
}

export function inboxTool(origin: string): Tool<{ origin: string }> {
  return { name: "inbox", title: "收件箱 Inbox", component: InboxLink, options: { origin } };
}
