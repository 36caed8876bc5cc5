// The layers of web/src (docs/architecture.md, "Layers"), checked by `pnpm depcruise` in `npm test`.
// A folder imports only folders of the layers below its own: never a folder of a higher layer, and
// never another folder of its own layer (so no two folders can import each other). No file takes
// part in an import cycle. Tests may import across layers (a test of db/ may use forms' test set-up).

/** Bottom first. Each entry: the folders of web/src (or root files) that form one layer. */
const LAYERS = [
  // base: the process's configuration (config/env.ts: every layer reads it) and other process-wide
  // settings, then observability (logger, metrics, traces: every layer reports)
  ["config", "styles"],
  ["ops"],
  ["i18n", "http"],
  // storage and reading content
  ["db", "content"],
  // services over them
  ["virus-scan", "media", "navigation", "preview", "publish"],
  // the interface kit
  ["components"],
  ["route-kit", "metadata", "blocks"],
  // features, each over the ones it names
  ["company"],
  ["catalogue", "news", "recruitment", "search", "site-pages"],
  ["forms"],
  ["mail", "counter", "operator", "reach"],
  ["inbox"],
  // what puts the features together: a process's background work, page templates, the site index,
  // health: readiness, per-request logs and the metrics endpoint
  ["runtime", "templates", "seo", "health"],
  ["routing"],
  // entry points: Next's routes, the proxy, the start-up hook, the build hook, test daemons
  ["app", "proxy.ts", "instrumentation.ts", "build", "testing"],
];

const literal = (name) => name.replace(/[.]/g, "\\.");
/** A path pattern for web/src entries: a folder (anything below it) or a root file. */
const under = (names) => `^src/(${names.map(literal).join("|")})(/|$)`;
const TESTS = "\\.test\\.tsx?$|(^|/)(test-[^/]*|testing|testbed)\\.tsx?$";

const layerRules = LAYERS.flatMap((layer, index) =>
  layer.map((folder) => {
    const above = LAYERS.slice(index)
      .flat()
      .filter((other) => other !== folder);
    return {
      name: `layer:${folder}`,
      comment: `${folder} (layer ${index + 1}) imports only folders of lower layers: ${above.join(", ")} are its own layer or higher (docs/architecture.md, Layers)`,
      severity: "error",
      from: { path: under([folder]), pathNot: TESTS },
      to: { path: under(above) },
    };
  }),
);

const placed = LAYERS.flat();

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment:
        "An import cycle between files (within a folder or across folders): break it with a module both sides import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "layer:unplaced",
      comment:
        "Every folder of web/src has a layer: add a new one to LAYERS in web/.dependency-cruiser.cjs and to docs/architecture.md.",
      severity: "error",
      from: { path: "^src/", pathNot: `${under(placed)}|${TESTS}` },
      to: {},
    },
    {
      name: "no-lake",
      comment:
        "The site talks to the lake over HTTP only, as to Sanity (@sanity/client): it imports none of lake/. What both servers share (accounts, client address, logging, tracing) is @wafer/server-kit (docs/architecture.md).",
      severity: "error",
      from: {},
      to: { path: "^(\\.\\./)+lake/|(^|/)node_modules/@wafer/lake/|^@wafer/lake(/|$)" },
    },
    ...layerRules,
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next)/" },
    // Type-only imports are edges too: a type that runs back up is as tangled as a value.
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
