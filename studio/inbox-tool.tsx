import type { Tool } from "sanity";

// The studio's menu entry 收件箱 Inbox (issue 31): the inbox is pages of the site, which owns the
// submissions (docs/decisions/0046); the tool opens it beside the studio, in the editor's language.

function InboxLink({ tool }: { tool: Tool<{ origin: string }> }) {
  const origin = tool.options?.origin ?? "";
  const zh = `${origin}/inbox/zh`;
  const en = `${origin}/inbox/en`;
  return (
    <div style={{ padding: "2rem", lineHeight: 1.7, fontSize: "1rem" }}>
      <h1 style={{ fontSize: "1.5rem" }}>收件箱 Inbox</h1>
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
