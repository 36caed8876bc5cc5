import type { FormType } from "@/db/schema";

// Who may see what (issue 31): HR the applications, marketing the messages and inquiries, admin
// everything plus the audit log, the retention purge and erasure.

export const ROLES = ["hr", "marketing", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

const FORMS_OF: Record<Role, readonly FormType[]> = {
  hr: ["application"],
  marketing: ["message", "inquiry"],
  admin: ["application", "message", "inquiry"],
};

export function formsFor(roles: readonly Role[]): FormType[] {
  return [...new Set(roles.flatMap((role) => FORMS_OF[role]))];
}

export const mayRead = (roles: readonly Role[], form: FormType): boolean => formsFor(roles).includes(form);
export const isAdmin = (roles: readonly Role[]): boolean => roles.includes("admin");

/** The statuses of each kind of submission; the first is where a new one starts. */
export const APPLICATION_STATUSES = ["new", "screening", "interview", "offer", "rejected", "withdrawn"] as const;
export const MESSAGE_STATUSES = ["new", "in_progress", "answered", "spam"] as const;
export type Status = (typeof APPLICATION_STATUSES)[number] | (typeof MESSAGE_STATUSES)[number];

export const statusesOf = (form: FormType): readonly Status[] =>
  form === "application" ? APPLICATION_STATUSES : MESSAGE_STATUSES;
