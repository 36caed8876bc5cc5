import { AddIcon } from "@sanity/icons/Add";
import { CheckmarkIcon } from "@sanity/icons/Checkmark";
import { SplitVerticalIcon } from "@sanity/icons/SplitVertical";
import { TranslateIcon } from "@sanity/icons/Translate";
import { Box, Button, Card, Flex, Stack, Text, useClickOutsideEvent } from "@sanity/ui";
import { Popover } from "@sanity/ui/popover";
import { useToast } from "@sanity/ui/toast";
import { LANGUAGES } from "@wafer/schemas";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  defineLocaleResourceBundle,
  type ObjectSchemaType,
  type SanityDocument,
  useClient,
  useCurrentLocale,
  useDocumentStore,
  useEditState,
  useTranslation,
} from "sanity";
import { useRouter } from "sanity/router";
import { usePaneRouter } from "sanity/structure";
import { translationCopy } from "./translation-copy";
import { checkRecord, SOURCE_LANGUAGE } from "./translation-status";

// The document header's translations menu. It replaces the one of
// @sanity/document-internationalization (whose words, "Translations", "Create new English
// translation", 'Created "English" translation', are fixed English strings, not i18n resources:
// issue 29) and writes the same data: the new translation as a draft with its own id and
// language, and the `translation.metadata` document linking the versions (the plugin's format,
// which the web's queries read). Fields marked `documentInternationalization.exclude` (news tags
// and source) start empty in the copy.

export const TRANSLATIONS_NAMESPACE = "wafer-translations";

const zh = {
  "menu.button": "翻译版本",
  "menu.current": "当前文档",
  "menu.open": "打开{{language}}版本",
  "menu.create": "创建{{language}}版本",
  "menu.no-language": "请先为本文档设置语言",
  "toast.created": "已创建{{language}}版本",
  "toast.created.description": "草稿已复制，请翻译后发布。标签、来源和网址别名未复制：翻译标题后点“生成”。",
  "toast.error": "无法创建{{language}}版本",
};
const en: typeof zh = {
  "menu.button": "Translations",
  "menu.current": "Current document",
  "menu.open": "Open the {{language}} version",
  "menu.create": "Create the {{language}} version",
  "menu.no-language": "Set this document's language first",
  "toast.created": "{{language}} version created",
  "toast.created.description":
    "A draft copy: translate it, then publish. Tags, source and slug were not copied: translate the title, then click Generate.",
  "toast.error": "Could not create the {{language}} version",
};

export const translationsBundles = [
  defineLocaleResourceBundle({ locale: "zh-Hans", namespace: TRANSLATIONS_NAMESPACE, resources: zh }),
  defineLocaleResourceBundle({ locale: "en-US", namespace: TRANSLATIONS_NAMESPACE, resources: en }),
];

/** Language names in the studio's language (the site's LANGUAGES titles are bilingual). */
const LANGUAGE_NAMES: Record<string, { zh: string; en: string }> = {
  zh: { zh: "中文", en: "Chinese" },
  en: { zh: "英文", en: "English" },
};

const METADATA_TYPE = "translation.metadata";
const METADATA_QUERY = `*[_type == "${METADATA_TYPE}" && $id in translations[].value._ref][0]{_id, translations}`;

interface TranslationRef {
  _key: string;
  language?: string;
  value?: { _ref?: string };
}
interface Metadata {
  _id: string;
  translations?: TranslationRef[];
}

/** Seed metadata keys translations by language (`_key: "zh"`); the plugin's by a `language` field. */
const languageOfRef = (ref: TranslationRef) => ref.language ?? ref._key;

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const randomKey = () => randomId().replaceAll("-", "").slice(0, 12);

const reference = (language: string, id: string, type: string): Record<string, unknown> => ({
  _key: randomKey(),
  _type: "internationalizedArrayReferenceValue",
  language,
  value: { _type: "reference", _ref: id, _weak: true, _strengthenOnPublish: { type } },
});

/** Opens a document in a pane beside the current one (as the plugin does). */
function useOpenBeside() {
  const router = useRouter();
  const { routerPanesState, groupIndex } = usePaneRouter();
  return useCallback(
    (id: string, type: string) => {
      if (!routerPanesState.length) {
        router.navigateIntent("edit", { id, type });
        return;
      }
      const panes = [...routerPanesState];
      panes.splice(groupIndex + 1, 0, [{ id, params: { type } }]);
      router.navigateUrl({ path: router.resolvePathFromState({ panes }) });
    },
    [router, routerPanesState, groupIndex],
  );
}

/**
 * The metadata document linking this document's versions, kept current through the studio's
 * document store (as the plugin's menu did) rather than a listener of its own: the studio already
 * keeps several listener streams open, and browsers allow six connections per host.
 */
function useMetadata(documentId: string) {
  const documentStore = useDocumentStore();
  const [metadata, setMetadata] = useState<Metadata | null | undefined>(undefined);
  useEffect(() => {
    const subscription = documentStore
      .listenQuery(METADATA_QUERY, { id: documentId }, { apiVersion: "2025-02-19", tag: "wafer.translations-menu" })
      .subscribe({
        next: (result) => setMetadata((result as Metadata | null) ?? null),
        error: () => setMetadata(null),
      });
    return () => subscription.unsubscribe();
  }, [documentStore, documentId]);
  return metadata;
}

export function TranslationsMenu({ documentId, schemaType }: { documentId: string; schemaType: ObjectSchemaType }) {
  const { t } = useTranslation(TRANSLATIONS_NAMESPACE);
  const studioLanguage = useCurrentLocale().id.startsWith("zh") ? "zh" : "en";
  const client = useClient({ apiVersion: "2025-02-19" });
  const toast = useToast();
  const openBeside = useOpenBeside();
  const { draft, published } = useEditState(documentId, schemaType.name);
  const source = (draft ?? published) as SanityDocument | null;
  const sourceLanguage = typeof source?.language === "string" ? source.language : undefined;
  const metadata = useMetadata(documentId);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const popoverRef = useRef<HTMLDivElement | null>(null);
  useClickOutsideEvent(
    () => setOpen(false),
    () => [buttonRef.current, popoverRef.current],
  );

  const existing = useMemo(() => {
    const byLanguage = new Map<string, string>();
    for (const ref of metadata?.translations ?? []) {
      const language = languageOfRef(ref);
      if (ref.value?._ref) byLanguage.set(language, ref.value._ref);
    }
    return byLanguage;
  }, [metadata]);

  const create = async (language: string, name: string) => {
    if (!source || !sourceLanguage || metadata === undefined) return;
    setCreating(language);
    const newId = randomId();
    const metadataId = metadata?._id ?? randomId();
    const sourceRef = reference(sourceLanguage, documentId, schemaType.name);
    try {
      const transaction = client
        .transaction()
        .create(translationCopy(source, schemaType, language, newId) as SanityDocument);
      // A translation of the Chinese starts as checked against the version it was copied from
      // (studio/translation-status.ts): a later change of the Chinese shows it 待更新.
      if (sourceLanguage === SOURCE_LANGUAGE) {
        transaction.createOrReplace(checkRecord(newId, source, schemaType, "created", new Date().toISOString()));
      }
      await transaction
        .createIfNotExists({
          _id: metadataId,
          _type: METADATA_TYPE,
          schemaTypes: [schemaType.name],
          translations: [sourceRef],
        })
        .patch(
          client
            .patch(metadataId)
            .setIfMissing({ translations: [sourceRef] })
            .insert("after", "translations[-1]", [reference(language, newId, schemaType.name)]),
        )
        .commit();
      toast.push({
        status: "success",
        title: t("toast.created", { language: name }),
        description: t("toast.created.description"),
      });
      setOpen(false);
      openBeside(newId, schemaType.name);
    } catch (error) {
      toast.push({ status: "error", title: t("toast.error", { language: name }), description: String(error) });
    } finally {
      setCreating(null);
    }
  };

  const content = (
    <Box padding={1}>
      <Stack gap={1}>
        {!sourceLanguage ? (
          <Card tone="caution" padding={3}>
            <Text size={1}>{t("menu.no-language")}</Text>
          </Card>
        ) : (
          LANGUAGES.map(({ id }) => {
            const name = LANGUAGE_NAMES[id]?.[studioLanguage] ?? id;
            const current = id === sourceLanguage;
            const translationId = existing.get(id);
            const label = current
              ? t("menu.current")
              : translationId
                ? t("menu.open", { language: name })
                : t("menu.create", { language: name });
            return (
              <Button
                key={id}
                mode={current ? "default" : "bleed"}
                justify="flex-start"
                disabled={current || creating !== null || metadata === undefined}
                icon={current ? CheckmarkIcon : translationId ? SplitVerticalIcon : AddIcon}
                text={
                  <Flex gap={2} align="center">
                    <Text weight="medium">{name}</Text>
                    <Text size={1} muted>
                      {label}
                    </Text>
                  </Flex>
                }
                onClick={() => {
                  if (!translationId) return create(id, name);
                  setOpen(false);
                  openBeside(translationId, schemaType.name);
                }}
              />
            );
          })
        )}
      </Stack>
    </Box>
  );

  return (
    <Popover content={content} open={open} portal ref={popoverRef} constrainSize animate>
      <Button
        ref={buttonRef}
        text={t("menu.button")}
        mode="bleed"
        icon={TranslateIcon}
        disabled={!source}
        selected={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="document-internationalization-menu"
      />
    </Popover>
  );
}
