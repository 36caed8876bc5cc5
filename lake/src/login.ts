// The lake's own login page, the "provider" the studio sends editors to when LAKE_EDITORS is set.
// Bilingual like the rest of the product; no external resources. No script either, until a few
// failed sign-ins make the lake ask for a proof of work (login-proof.ts): then the page loads the
// lake's own ALTCHA widget, and says in both languages that the check needs JavaScript.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export type LoginProblem = "invalid" | "throttled" | "missing" | "verify" | undefined;

/** "12 秒" / "12 seconds", "3 分钟" / "3 minutes": the wait, rounded up to what a person reads. */
function waitText(seconds: number): { zh: string; en: string } {
  if (seconds < 60) return { zh: `${seconds} 秒`, en: `${seconds} second${seconds === 1 ? "" : "s"}` };
  const minutes = Math.ceil(seconds / 60);
  return { zh: `${minutes} 分钟`, en: `${minutes} minute${minutes === 1 ? "" : "s"}` };
}

function messageOf(problem: Exclude<LoginProblem, undefined>, waitSeconds = 60): { zh: string; en: string } {
  if (problem === "invalid") return { zh: "用户名或密码不正确。", en: "The name or password is not correct." };
  if (problem === "missing") return { zh: "请输入用户名和密码。", en: "Enter your name and password." };
  if (problem === "verify")
    return {
      zh: "失败次数较多：请等待下方的人机验证完成，再登录。",
      en: "Several failed attempts: wait for the check below to finish, then sign in.",
    };
  const wait = waitText(waitSeconds);
  return { zh: `尝试次数过多，请 ${wait.zh}后再试。`, en: `Too many attempts. Try again in ${wait.en}.` };
}

/** The proof step's files, all from the lake's own origin (login-proof.ts serves them). */
const PROOF_HEAD = `<link rel="stylesheet" href="/auth/login/altcha.css">
<script type="module" src="/auth/login/proof.js"></script>`;

/**
 * The proof-of-work step: ALTCHA's widget fetches a challenge from the lake, solves it in a worker
 * as soon as the page loads and puts its payload in the form as `proof`. Without JavaScript
 * nothing solves it: the page says so.
 */
const PROOF_STEP = `<fieldset>
      <legend>人机验证 <span lang="en">Verification</span></legend>
      <p id="proof-hint">浏览器会自动完成这项检查，约需一秒。<br><span lang="en">Your browser does this check by itself; it takes about a second.</span></p>
      <altcha-widget challenge="/auth/login/challenge" name="proof" auto="onload" language="zh-cn" aria-describedby="proof-hint"
        configuration="{&quot;hideFooter&quot;:true,&quot;hideLogo&quot;:true}"></altcha-widget>
      <noscript><p role="alert">此检查需要 JavaScript：请在浏览器中启用 JavaScript 后刷新本页再登录。<br><span lang="en">This check needs JavaScript: turn JavaScript on in your browser, reload this page and sign in.</span></p></noscript>
    </fieldset>`;

export function loginPage(options: {
  origin: string;
  name?: string;
  problem?: LoginProblem;
  /** With "throttled": how long before the next attempt is heard. */
  waitSeconds?: number;
  /** Show the proof-of-work step (its script, the widget, the no-JavaScript note). */
  proof?: boolean;
}): string {
  const problem = options.problem ? messageOf(options.problem, options.waitSeconds) : undefined;
  return `<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>登录内容管理 · Sign in to the studio</title>
<style>
  body { font-family: -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;
         background: #f3f4f6; color: #1f2937; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px #0002; width: min(22rem, 90vw); }
  h1 { font-size: 1.25rem; margin: 0 0 1.5rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-size: 0.9rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font-size: 1rem; border: 1px solid #9ca3af; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font-size: 1rem; background: #1d4ed8; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  p[role=alert] { color: #b91c1c; background: #fef2f2; padding: 0.6rem; border-radius: 4px; }
  fieldset { margin: 1.25rem 0 0; border: 1px solid #d1d5db; border-radius: 4px; font-size: 0.9rem; }
  fieldset p { margin: 0 0 0.5rem; }
</style>
${options.proof ? PROOF_HEAD : ""}
</head>
<body>
<main>
  <h1>登录内容管理<br><span lang="en">Sign in to the studio</span></h1>
  ${problem ? `<p role="alert">${problem.zh}<br><span lang="en">${problem.en}</span></p>` : ""}
  <form method="post" action="/auth/login">
    <input type="hidden" name="origin" value="${escapeHtml(options.origin)}">
    <label for="name">用户名 <span lang="en">Name</span></label>
    <input id="name" name="name" autocomplete="username" required value="${escapeHtml(options.name ?? "")}">
    <label for="password">密码 <span lang="en">Password</span></label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    ${options.proof ? PROOF_STEP : ""}
    <button type="submit">登录 <span lang="en">Sign in</span></button>
  </form>
</main>
</body>
</html>`;
}
