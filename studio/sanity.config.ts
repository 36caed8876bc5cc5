import { documentInternationalization } from "@sanity/document-internationalization";
import { languageFilter } from "@sanity/language-filter";
import { zhHansLocale } from "@sanity/locale-zh-hans";
import { TableComponent, TablePreview } from "@sanity/table";
import { visionTool } from "@sanity/vision";
import { LANGUAGES, schemaTypes, TRANSLATED_TYPES } from "@wafer/schemas";
import { defineConfig, type SchemaTypeDefinition } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { apiVersion, dataset, lakeApiHost, previewUrl, projectId } from "./env";
import { inboxTool } from "./inbox-tool";
import { installLakeTransport, lakeClientFactory } from "./lake";
import { locations, mainDocuments } from "./presentation";
import { isSingleton, SINGLETON_FORBIDDEN_ACTIONS, structure } from "./structure";

const supportedLanguages = LANGUAGES.map(({ id, title }) => ({ id, title }));

// The table types live in @wafer/schemas so the schema compiles in unit tests; the editor comes
// from @sanity/table.
const types = schemaTypes.map((type) =>
  type.name === "table" ? { ...type, components: { input: TableComponent, preview: TablePreview } } : type,
) as SchemaTypeDefinition[];

if (lakeApiHost) installLakeTransport(lakeApiHost);

/**
 * Against the local Content Lake: its address, and off with what it does not emulate or what
 * would reach other hosts (releases, scheduled drafts and the scheduling service, tasks,
 * comments, announcements). The lake has no `text::matchQuery`, so search uses the GROQ
 * strategy groq-js understands. With a Sanity project none of this applies.
 */
const lakeOptions = lakeApiHost
  ? {
      apiHost: lakeApiHost,
      unstable_clientFactory: lakeClientFactory,
      search: { strategy: "groqLegacy" as const },
      releases: { enabled: false },
      scheduledDrafts: { enabled: false },
      scheduledPublishing: { enabled: false },
      tasks: { enabled: false },
      announcements: { enabled: false },
      auth: { redirectOnSingle: true },
    }
  : {};

export default defineConfig({
  name: "default",
  title: "硅晶半导体 · 内容管理",
  projectId,
  dataset,
  ...lakeOptions,
  plugins: [
    structureTool({ structure, title: "内容 Content" }),
    presentationTool({
      title: "预览 Preview",
      previewUrl: {
        origin: previewUrl,
        previewMode: { enable: "/api/draft-mode/enable", disable: "/api/draft-mode/disable" },
      },
      resolve: { locations, mainDocuments },
    }),
    documentInternationalization({
      supportedLanguages,
      schemaTypes: [...TRANSLATED_TYPES],
      languageField: "language",
    }),
    // Shared records hold both languages in localeString/localeText fields; the filter hides the
    // language an editor is not working on.
    languageFilter({
      supportedLanguages,
      defaultLanguages: ["zh"],
      documentTypes: ["product", "certificate", "teamMember", "timelineEvent", "mediaContact", "siteSettings"],
      filterField: (enclosingType, member, selectedLanguageIds) =>
        !enclosingType.name.startsWith("locale") || selectedLanguageIds.includes(member.name),
    }),
    visionTool({ defaultApiVersion: apiVersion, title: "GROQ 查询 Vision" }),
    zhHansLocale(),
  ],
  // 收件箱 Inbox: a link to the site's staff inbox (studio/inbox-tool.tsx).
  tools: (previous) => [...previous, inboxTool(previewUrl)],
  schema: {
    types,
    // The settings singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !isSingleton(schemaType)),
  },
  document: {
    ...(lakeApiHost ? { comments: { enabled: false } } : {}),
    actions: (actions, { schemaType }) =>
      isSingleton(schemaType)
        ? actions.filter(({ action }) => !action || !SINGLETON_FORBIDDEN_ACTIONS.includes(action))
        : actions,
    newDocumentOptions: (options) => options.filter(({ templateId }) => !isSingleton(templateId)),
  },
});
