// The studio tool 翻译状态 (issue 42, item 4): every translated document missing a language, and
// every translation whose Chinese source changed since it was checked (待更新), filterable by type,
// each linking to the document. Read once when opened and on 刷新 (not a listener: the rows come
// from every translated document, and browsers allow six connections per host).
import { LANGUAGES, TRANSLATED_TYPES } from "@wafer/schemas";
import { useCallback, useEffect, useMemo, useState } from "react";
import { type ObjectSchemaType, type Tool, useClient, useSchema } from "sanity";
import { IntentLink } from "sanity/router";
import {
  CHECK_TYPE,
  type StatusDocument,
  type StatusMetadata,
  type StatusRow,
  statusRows,
  type TranslationCheck,
} from "./translation-status";

const QUERY = `{
  "documents": *[_type in $types],
  "metadata": *[_type == "translation.metadata"]{_id, translations},
  "checks": *[_type == "${CHECK_TYPE}"]{_id, texts}
}`;

/** Language names in the studio's language. */
export const LANGUAGE_NAMES: Record<string, string> = { zh: "中文", en: "英文" };

/** What the row says is wrong, in words. */
export function problemText(row: StatusRow): string {
  if (row.problem === "missing") return `缺少${LANGUAGE_NAMES[row.missingLanguage ?? ""] ?? row.missingLanguage}版本`;
  return `待更新：中文原文有 ${row.changes?.length ?? 0} 处修改`;
}

type Loaded = { documents: StatusDocument[]; metadata: StatusMetadata[]; checks: TranslationCheck[] };

const cell = { padding: "0.5rem 0.75rem", borderBottom: "1px solid #e3e4e8", textAlign: "left" } as const;

function TranslationStatusTool() {
  const client = useClient({ apiVersion: "2025-02-19" });
  const schema = useSchema();
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [type, setType] = useState("");
  const load = useCallback(() => {
    setFailed(false);
    client
      .fetch<Loaded>(QUERY, { types: [...TRANSLATED_TYPES] }, { perspective: "raw", tag: "wafer.translation-status" })
      .then(setData, () => setFailed(true));
  }, [client]);
  useEffect(load, [load]);
  const rows = useMemo(
    () =>
      data
        ? statusRows(
            data.documents,
            data.metadata,
            data.checks,
            (name) => schema.get(name) as ObjectSchemaType | undefined,
            LANGUAGES.map(({ id }) => id),
          )
        : [],
    [data, schema],
  );
  const shown = type ? rows.filter((row) => row.type === type) : rows;
  const typeTitle = (name: string) => schema.get(name)?.title ?? name;
  return (
    <main style={{ padding: "2rem", lineHeight: 1.6, fontSize: "0.95rem", overflow: "auto", height: "100%" }}>
      <h1 style={{ fontSize: "1.5rem", margin: "0 0 0.5rem" }}>翻译状态</h1>
      <p style={{ margin: "0 0 1rem" }}>
        列出缺少某种语言版本的文档，以及中文原文在译文核对后已修改（待更新）的译文。打开文档即可处理；译文中点“已更新”或“忽略”后，它就不再列在这里。
      </p>
      <div style={{ display: "flex", gap: "1rem", alignItems: "center", marginBottom: "1rem" }}>
        <label>
          类型{" "}
          <select value={type} onChange={(event) => setType(event.target.value)} data-testid="translation-status-type">
            <option value="">全部类型</option>
            {TRANSLATED_TYPES.map((name) => (
              <option key={name} value={name}>
                {typeTitle(name)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={load}>
          刷新
        </button>
      </div>
      {failed ? (
        <p role="alert">无法读取文档，请点“刷新”重试。</p>
      ) : !data ? (
        <p role="status">正在读取…</p>
      ) : shown.length === 0 ? (
        <p role="status">{type ? "此类型的文档" : "所有文档"}都有中英文版本，且译文都是最新的。</p>
      ) : (
        <table style={{ borderCollapse: "collapse", width: "100%" }} data-testid="translation-status-rows">
          <caption style={{ textAlign: "left", marginBottom: "0.5rem" }}>共 {shown.length} 项</caption>
          <thead>
            <tr>
              <th style={cell}>类型</th>
              <th style={cell}>标题</th>
              <th style={cell}>语言</th>
              <th style={cell}>状态</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.id}-${row.problem}-${row.missingLanguage ?? ""}`}>
                <td style={cell}>{typeTitle(row.type)}</td>
                <td style={cell}>
                  <IntentLink intent="edit" params={{ id: row.id, type: row.type }}>
                    {row.title || "（无标题）"}
                  </IntentLink>
                </td>
                <td style={cell}>{LANGUAGE_NAMES[row.language] ?? (row.language || "未设置语言")}</td>
                <td style={cell}>{problemText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

export function translationStatusTool(): Tool {
  return { name: "translation-status", title: "翻译状态", component: TranslationStatusTool };
}
