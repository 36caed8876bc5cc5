// 待更新 in the studio (issue 42, item 4): a badge on a translation whose Chinese source changed
// since it was checked, and a banner above its form with what changed and the editor's two
// answers, 已更新 (the translation now says what the source says) and 忽略 (the change needs no
// translation). Both record the source's current version (translation-status-live.ts); the site
// is untouched: the record is a document of its own that the site never reads.
import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { useToast } from "@sanity/ui/toast";
import { type ComponentType, type CSSProperties, useState } from "react";
import {
  type DocumentBadgeComponent,
  type ObjectInputProps,
  type ObjectSchemaType,
  useClient,
  useFormValue,
  useSchema,
} from "sanity";
import { IntentLink } from "sanity/router";
import type { CheckOutcome, TextChange } from "./translation-status";
import { recordCheck, useTranslationStatus } from "./translation-status-live";

export const STALE_LABEL = "待更新";

/** The badge beside the document's status: 待更新 while the source changed since the last check. */
export const TranslationStatusBadge: DocumentBadgeComponent = (props) => {
  const schemaType = useSchema().get(props.type) as ObjectSchemaType | undefined;
  const language = (props.draft ?? props.published)?.language;
  const status = useTranslationStatus(props.id, language, schemaType);
  if (status?.state.kind !== "stale") return null;
  return { label: STALE_LABEL, title: "中文原文在本译文核对后已修改，请更新译文", color: "warning" };
};

const textStyle: CSSProperties = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" };

function Change({ change }: { change: TextChange }) {
  return (
    <Card padding={3} radius={2} tone="default" border data-testid="translation-change">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {change.label}
          {change.before === null ? "（原文新增）" : change.after === null ? "（原文删除）" : "（原文修改）"}
        </Text>
        {change.before !== null && (
          <Text size={1} muted style={textStyle}>
            <del>原文（旧）：{change.before}</del>
          </Text>
        )}
        {change.after !== null && (
          <Text size={1} style={textStyle}>
            原文（新）：{change.after}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

const OUTCOME_TOAST: Record<"updated" | "dismissed", string> = {
  updated: "已标记为已更新：本译文已按当前中文版本核对",
  dismissed: "已忽略本次原文修改：本译文按当前中文版本记为已核对",
};

/** The banner: what changed in the Chinese since this translation was checked, and the two answers. */
function StaleBanner({ documentId, schemaType }: { documentId: string; schemaType: ObjectSchemaType }) {
  const language = useFormValue(["language"]);
  const status = useTranslationStatus(documentId, language, schemaType);
  const client = useClient({ apiVersion: "2025-02-19" });
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!status?.source || (status.state.kind !== "stale" && status.check)) return null;
  const source = status.source;
  const answer = async (outcome: Extract<CheckOutcome, "updated" | "dismissed">) => {
    setBusy(true);
    try {
      await recordCheck(client, documentId, source, schemaType, outcome);
      toast.push({ status: "success", title: OUTCOME_TOAST[outcome] });
    } catch (error) {
      toast.push({ status: "error", title: "未能保存核对记录，请重试", description: String(error) });
    } finally {
      setBusy(false);
    }
  };
  if (status.state.kind !== "stale") {
    // A translation made before its source's version was recorded (no record): nothing to compare
    // with until an editor says it matches the Chinese as it is now.
    return (
      <Card tone="transparent" padding={3} radius={2} border data-testid="translation-unchecked">
        <Flex gap={3} align="center" wrap="wrap">
          <Box flex={1}>
            <Text size={1}>
              本译文还没有核对记录，无法提示中文原文的修改。确认它与当前中文版本一致后点“已核对”，此后中文原文的修改会显示在这里。
            </Text>
          </Box>
          <Button text="已核对" mode="ghost" disabled={busy} onClick={() => answer("updated")} />
        </Flex>
      </Card>
    );
  }
  const { changes } = status.state;
  return (
    <Card
      tone="caution"
      padding={4}
      radius={2}
      border
      role="region"
      aria-label="翻译状态"
      data-testid="translation-stale"
    >
      <Stack gap={4}>
        <Text size={2} weight="bold">
          {STALE_LABEL}：中文原文在本译文上次核对后已修改（{changes.length} 处）
        </Text>
        <Text size={1}>
          请按下面的修改更新本译文并发布，然后点“已更新”；如果这些修改不需要翻译，点“忽略”。网站在发布前仍显示已发布的译文。
        </Text>
        <Stack gap={2}>
          {changes.map((change) => (
            <Change key={change.path} change={change} />
          ))}
        </Stack>
        <Flex gap={2} wrap="wrap" align="center">
          <Button text="已更新" tone="primary" disabled={busy} onClick={() => answer("updated")} />
          <Button text="忽略" mode="ghost" disabled={busy} onClick={() => answer("dismissed")} />
          <Box paddingLeft={2}>
            <Text size={1}>
              <IntentLink intent="edit" params={{ id: source._id, type: source._type }}>
                打开中文版本
              </IntentLink>
            </Text>
          </Box>
        </Flex>
      </Stack>
    </Card>
  );
}

/** The form of a translated document type: the banner (when 待更新) above the usual fields. */
export function TranslationStatusInput(props: ObjectInputProps) {
  const id = useFormValue(["_id"]);
  return (
    <Stack gap={4}>
      {typeof id === "string" && <StaleBanner documentId={id} schemaType={props.schemaType} />}
      {props.renderDefault(props)}
    </Stack>
  );
}

/** One wrapper per input a type already had, so a custom document input keeps working under the banner. */
const wrappedInputs = new WeakMap<ComponentType<ObjectInputProps>, ComponentType<ObjectInputProps>>();
export function withTranslationStatusInput(
  input: ComponentType<ObjectInputProps> | undefined,
): ComponentType<ObjectInputProps> {
  if (!input) return TranslationStatusInput;
  const known = wrappedInputs.get(input);
  if (known) return known;
  const Inner = input;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per wrapped input (the WeakMap above), as the studio's wrapped actions are.
  const Wrapped = (props: ObjectInputProps) => (
    <TranslationStatusInput {...props} renderDefault={(inner) => <Inner {...(inner as ObjectInputProps)} />} />
  );
  wrappedInputs.set(input, Wrapped);
  return Wrapped;
}
