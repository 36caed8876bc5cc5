import { documentPath } from "@wafer/schemas/paths";
import { isLocale } from "@/i18n/config";
import { notFoundResponse, permanentRedirectResponse } from "@/navigation/legacy-links";
import { jobById } from "@/recruitment/jobs";

/** /jobdetail?id=<document id>: 308 to the job's page, or the 404 page for an unknown id. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return notFoundResponse("zh");
  const id = new URL(request.url).searchParams.get("id");
  const job = id && id.length <= 200 ? await jobById(id) : null;
  if (!job?.slug) return notFoundResponse(locale);
  return permanentRedirectResponse(documentPath({ _type: "job", slug: job.slug, language: job.language }));
}
