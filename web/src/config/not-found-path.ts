// The one 404 page per language the proxy answers every unknown URL with (unknown-paths.ts): a
// path of app/[locale]/[...rest], rendered once after a start and then answered from the
// cache. Two segments, so no other route (app/[locale]/[page]) claims it. Its own module: the
// language switcher (a client component, i18n/alternates.ts) reads it too.

export const NOT_FOUND_SEGMENTS = ["_", "not-found"];
/** The path after the locale: /zh/_/not-found, /en/_/not-found. */
export const NOT_FOUND_PATH = `/${NOT_FOUND_SEGMENTS.join("/")}`;
