// A request's route as a template, for log lines and metric labels: bounded in number, without
// document ids, dataset contents or anything typed into a query.

export function lakeRoute(pathname: string): string {
  const api = /^\/v[^/]+(\/.*)?$/.exec(pathname);
  if (api) {
    const [area = "", second = ""] = (api[1] ?? "/").split("/").filter(Boolean);
    if (!area) return "/v:version";
    // `data/query`, `data/mutate`, `users/me`, `projects/:id`: the first two parts name the endpoint.
    const named = ["data", "users", "assets", "auth"].includes(area) && /^[a-z-]{1,20}$/.test(second);
    return named ? `/v:version/${area}/${second}` : `/v:version/${/^[a-z-]{1,20}$/.test(area) ? area : ":other"}`;
  }
  if (/^\/(images|files)\//.test(pathname)) return `/${pathname.split("/")[1]}`;
  if (pathname === "/auth/login") return "/auth/login";
  if (pathname === "/metrics") return "/metrics";
  return "/studio";
}
