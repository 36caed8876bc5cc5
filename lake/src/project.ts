// The account, project and feature calls the studio makes while it loads. The lake has one
// project, one dataset and full rights for every signed-in editor; paid or hosted features
// (scheduling service, comments, tasks, releases, telemetry) answer "not available" so the studio
// hides them instead of erroring.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Editor } from "./auth.ts";
import { badRequest } from "./errors.ts";
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

/**
 * Bounds of the settings an editor may keep (issue 40: everything keyed by request data is
 * bounded). The studio keeps a few dozen keys such as `studio.structure-tool.pane-layout`, each a
 * small JSON value.
 */
const MAX_SETTINGS = 500;
const MAX_SETTING_KEY = 200;
const MAX_SETTING_VALUE = 64 * 1024;

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
    return keys.map((key) => ({ key, value: Object.hasOwn(mine, key) ? mine[key] : null }));
  }

  set(user: string, entries: { key: string; value: unknown }[]) {
    const mine = this.values[user] ?? {};
    // All checked before any is kept: a refused request changes nothing.
    const added = new Set(entries.map(({ key }) => key).filter((key) => !Object.hasOwn(mine, key)));
    if (Object.keys(mine).length + added.size > MAX_SETTINGS)
      throw badRequest(`设置过多。At most ${MAX_SETTINGS} settings per editor.`);
    for (const { key, value } of entries) {
      // `__proto__` would set the object's prototype, not a setting.
      if (key.length === 0 || key.length > MAX_SETTING_KEY || key === "__proto__")
        throw badRequest(`设置名无效。A setting's key is 1 to ${MAX_SETTING_KEY} characters.`);
      if ((JSON.stringify(value) ?? "").length > MAX_SETTING_VALUE)
        throw badRequest(`设置值过大。A setting's value is at most ${MAX_SETTING_VALUE / 1024} KB.`);
    }
    for (const { key, value } of entries) mine[key] = value;
    this.values[user] = mine;
    writeFileDurably(this.file, JSON.stringify(this.values));
    return entries.map(({ key }) => ({ key, value: mine[key] ?? null }));
  }
}
