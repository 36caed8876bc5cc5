import { getDatabase } from "@/db/client";
import { confirmEmail } from "@/forms/server/confirm";
import { readBodyCapped } from "@/http/body";
import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from "@/i18n/config";
import { errorField, log } from "@/ops/log";

// POST /api/email-confirmation — the button on /handleEmail. Confirms, then shows the result on
// the same page (303: the browser follows with a GET that changes nothing).

export async function POST(request: Request) {
  let token = "";
  let locale: Locale = DEFAULT_LOCALE;
  try {
    const fields = new URLSearchParams(new TextDecoder().decode(await readBodyCapped(request, 4096)));
    token = fields.get("token") ?? "";
    const asked = fields.get("locale");
    if (isLocale(asked)) locale = asked;
  } catch {
    // Too large or unreadable: answered as an invalid link below.
  }
  let result = "invalid";
  try {
    if (token) result = await confirmEmail((await getDatabase()).db, token);
  } catch (error) {
    log("forms").error({ err: errorField(error) }, "email confirmation failed");
    return new Response(null, { status: 303, headers: { location: localePath(locale, "/handleEmail") } });
  }
  const page = `${localePath(locale, "/handleEmail")}?result=${result}`;
  return new Response(null, { status: 303, headers: { location: page, "cache-control": "no-store" } });
}
