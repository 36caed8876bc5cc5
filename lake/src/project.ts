// The account, project and feature calls the studio makes while it loads. The lake has one
// project, one dataset and full rights for every signed-in editor; paid or hosted features
// (scheduling service, comments, tasks, releases, telemetry) answer "not available" so the studio
// hides them instead of erroring.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Editor } from "./auth.ts";
import { writeFileDurably } from "./store.ts";

export function userOf(editor: Editor) {
  return {
    id: editor.id,
    name: editor.name,
    email: `${editor.id}@localhost`,
    profileImage: null,
    role: "administrator",
    roles: [{ name: "administrator", title: "Administrator" }],
    provider: "lake",
  };
}

export const publicUser = (editor: Editor) => ({
  id: editor.id,
  displayName: editor.name,
  imageUrl: null,
  email: `${editor.id}@localhost`,
});

/** Every document, every permission: the lake has no roles below "editor". */
export const GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ["read", "create", "update", "history", "editHistory", "manage"],
  },
];

export function project(projectId: string, dataset: string, editor: Editor) {
  return {
    id: projectId,
    displayName: "本地内容库 Local Content Lake",
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: null, externalStudioHost: null },
    organizationId: null,
    members: [
      { id: editor.id, role: "administrator", roles: [{ name: "administrator" }], isCurrentUser: true, isRobot: false },
    ],
    features: [],
    datasets: [{ name: dataset, aclMode: "public" }],
  };
}

/** The per-user key/value settings the studio keeps (e.g. panes and inspector choices). */
export class KeyValue {
  private file: string;
  private values: Record<string, Record<string, unknown>>;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, "keyvalue.json");
    this.values = existsSync(this.file)
      ? (JSON.parse(readFileSync(this.file, "utf8")) as Record<string, Record<string, unknown>>)
      : {};
  }

  get(user: string, keys: string[]) {
    const mine = this.values[user] ?? {};
    return keys.map((key) => ({ key, value: mine[key] ?? null }));
  }

  set(user: string, entries: { key: string; value: unknown }[]) {
    const mine = this.values[user] ?? {};
    for (const { key, value } of entries) if (typeof key === "string") mine[key] = value;
    this.values[user] = mine;
    writeFileDurably(this.file, JSON.stringify(this.values));
    return entries.map(({ key }) => ({ key, value: mine[key] ?? null }));
  }
}
