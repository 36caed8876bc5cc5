import { documentInternationalization } from "@sanity/document-internationalization";
import { languageFilter } from "@sanity/language-filter";
import { zhHansLocale } from "@sanity/locale-zh-hans";
import { TableComponent, TablePreview } from "@sanity/table";
import { visionTool } from "@sanity/vision";
import { LANGUAGES, schemaTypes, TRANSLATED_TYPES } from "@wafer/schemas";
import { type ComponentType, createElement } from "react";
import { type DocumentActionComponent, defineConfig, type ObjectInputProps, type SchemaTypeDefinition } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { apiVersion, dataset, lakeApiHost, previewUrl, projectId } from "./env";
import { localizeFieldActions } from "./field-actions";
import { zhHansBundles } from "./i18n";
import { inboxTool } from "./inbox-tool";
import { withLinkedJobStatus } from "./job-status";
import { installLakeTransport, lakeClientFactory } from "./lake";
import { locations, mainDocuments } from "./presentation";
import { withScheduleNotice } from "./publish-action";
import { slugifyTitle } from "./slug";
import { isSingleton, jobInCategoryTemplate, SINGLETON_FORBIDDEN_ACTIONS, structure } from "./structure";
import { translationStatusTool } from "./translation-status-tool";
import { TranslationStatusBadge, withTranslationStatusInput } from "./translation-status-ui";
import { TranslationsMenu, translationsBundles } from "./translations-menu";
import { UnpublishAction } from "./unpublish-action";

const supportedLanguages = LANGUAGES.map(({ id, title }) => ({ id, title }));

// The table types live in @wafer/schemas so the schema compiles in unit tests; the editor comes
// from @sanity/table.
// 生成 on a slug field spells a Chinese title in pinyin (studio/slug.ts); the web never slugifies,
// so the dictionary stays in the studio's bundle.
type Field = { type: string; options?: Record<string, unknown> };
const withSlugify = (type: SchemaTypeDefinition) =>
  "fields" in type && Array.isArray(type.fields)
    ? {
        ...type,
        fields: (type.fields as Field[]).map((field) =>
          field.type === "slug" ? { ...field, options: { ...field.options, slugify: slugifyTitle } } : field,
        ),
      }
    : type;
const translatedTypes: readonly string[] = TRANSLATED_TYPES;
// A translation's form opens with 待更新 and what changed in its Chinese source, when it did
// (studio/translation-status-ui.tsx).
const withTranslationStatus = (type: SchemaTypeDefinition) =>
  translatedTypes.includes(type.name)
    ? ({
        ...type,
        components: {
          ...(type as { components?: object }).components,
          input: withTranslationStatusInput(
            (type as { components?: { input?: ComponentType<ObjectInputProps> } }).components?.input,
          ),
        },
      } as SchemaTypeDefinition)
    : type;
const types = (schemaTypes as SchemaTypeDefinition[]).map((type) =>
  type.name === "table"
    ? { ...type, components: { input: TableComponent, preview: TablePreview } }
    : withTranslationStatus(withSlugify(type) as SchemaTypeDefinition),
) as SchemaTypeDefinition[];

// 发布: a future date says when the story appears (studio/publish-action.ts); a job's open/closed
// status goes to its other language version too (studio/job-status.ts).
const publishAction = (action: DocumentActionComponent, schemaType: string) =>
  schemaType === "job" ? withLinkedJobStatus(withScheduleNotice(action)) : withScheduleNotice(action);

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
      // Its menu's words are fixed English; the studio's own menu (studio/translations-menu.tsx)
      // writes the same translation metadata, in the editor's language.
      hideLanguageFilter: true,
    }),
    // Shared records hold both languages in localeString/localeText fields; the filter hides the
    // language an editor is not working on.
    languageFilter({
      supportedLanguages,
      defaultLanguages: ["zh"],
      documentTypes: [
        "product",
        "certificate",
        "declaration",
        "teamMember",
        "timelineEvent",
        "mediaContact",
        "siteSettings",
        "mailTemplates",
      ],
      filterField: (enclosingType, member, selectedLanguageIds) =>
        !enclosingType.name.startsWith("locale") || selectedLanguageIds.includes(member.name),
    }),
    // "GROQ 查询": Vision is the tool's English product name; the menu says what it does (issue 41).
    visionTool({ defaultApiVersion: apiVersion, title: "GROQ 查询" }),
    zhHansLocale(),
  ],
  // 收件箱 Inbox: a link to the site's staff inbox (studio/inbox-tool.tsx); 翻译状态: documents
  // missing a language or whose Chinese changed since their translation was checked.
  tools: (previous) => [...previous, translationStatusTool(), inboxTool(previewUrl)],
  schema: {
    types,
    // The settings singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !isSingleton(schemaType)),
      jobInCategoryTemplate,
    ],
  },
  i18n: { bundles: [...zhHansBundles, ...translationsBundles] },
  document: {
    unstable_languageFilter: (previous, { schemaType, documentId }) =>
      translatedTypes.includes(schemaType) && documentId
        ? [...previous, ({ schemaType: type }) => createElement(TranslationsMenu, { documentId, schemaType: type })]
        : previous,
    ...(lakeApiHost ? { comments: { enabled: false } } : {}),
    // 待更新 beside the status of a translation whose Chinese changed since it was checked.
    badges: (badges, { schemaType }) =>
      translatedTypes.includes(schemaType) ? [...badges, TranslationStatusBadge] : badges,
    actions: (actions, { schemaType }) =>
      isSingleton(schemaType)
        ? actions.filter(({ action }) => !action || !SINGLETON_FORBIDDEN_ACTIONS.includes(action))
        : actions.map((action) =>
            action.action === "publish"
              ? publishAction(action, schemaType)
              : // 取消发布 in the ⋯ menu in every perspective (studio/unpublish-action.ts).
                action.action === "unpublish"
                ? UnpublishAction
                : action,
          ),
    // Presentation's "Open in …" action, titled in Chinese (studio/field-actions.ts).
    unstable_fieldActions: (actions) => localizeFieldActions(actions),
    newDocumentOptions: (options) => options.filter(({ templateId }) => !isSingleton(templateId)),
  },
});
