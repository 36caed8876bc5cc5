/*
 * The static 500 page, one per language (web/public/errors/500.<locale>.html), that nginx answers
 * in place of a failed page render (deploy/nginx.conf, docs/decisions/0015).
 *
 * Next 16 cannot render error.tsx or global-error.tsx on the server: an error thrown while
 * rendering a page gives an empty document (`<html id="__next_error__">`) that only the browser's
 * JavaScript completes. This page needs nothing: no script, no stylesheet, no font, no image;
 * its text is the dictionaries' (status code, the default message, the link home).
 *
 * Plain values in, a string out, no imports: `node scripts/build/error-pages.ts` writes the files and a
 * unit test checks that the committed files are what this function gives.
 */

export interface ErrorDocumentText {
  /** `<html lang>`: zh-CN, en. */
  lang: string;
  /** The page title and heading: the default error message ("出错了", "Error"). */
  message: string;
  /** Announced before the status code for screen readers ("Error code"). */
  statusLabel: string;
  /** The link home and where it leads (`/`, `/en`). */
  linkLabel: string;
  home: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

/** The whole HTML document of the 500 page in one language. */
export function errorDocument(text: ErrorDocumentText, status = 500): string {
  const t = {
    lang: escapeHtml(text.lang),
    message: escapeHtml(text.message),
    statusLabel: escapeHtml(text.statusLabel),
    linkLabel: escapeHtml(text.linkLabel),
    home: escapeHtml(text.home),
  };
  // Inline styles only: the site's stylesheet belongs to a build that may be the failing one.
  return `<!DOCTYPE html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${status} | ${t.message}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#0b1b2f;background:#fff}
main{max-width:40rem;margin:0 auto;padding:20vh 1.5rem}
.status{margin:0;font-size:3rem;font-weight:700;color:#0a4d8c}
h1{font-size:1.5rem;line-height:1.3}
a{color:#0a4d8c;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main>
<p class="status"><span class="visually-hidden">${t.statusLabel} </span>${status}</p>
<h1>${t.message}</h1>
<p><a href="${t.home}">${t.linkLabel}</a></p>
</main>
</body>
</html>
`;
}
