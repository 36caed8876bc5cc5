// What happens to an uploaded file when its asset document is deleted (issue 40, item 6).
//
// The file stops being public at once: Assets.serve answers 404 for a file whose asset document does
// not exist. After the commit, the file is moved out of the public folder (assets/) into
// deleted-assets/, which nothing serves, and removed from disk once it has lain there for the grace
// period (30 days by default). Why a grace and not deletion at once: the lake keeps every revision,
// and the studio's history can restore a deleted document, an asset document included; a restore
// (any commit that brings the asset document back) within the grace moves the file back, so the
// restored document works. After the grace a restored asset document has no file (404): upload the
// image again. A mistaken upload is thus withdrawn from the public at once and from the disk after
// the grace.
//
// A crash between the commit and the move leaves a file without a document in assets/: on start,
// every such file is moved to deleted-assets/ (that also covers an upload whose transaction never
// committed).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { ASSET_FILE, assetIdOf, isAssetType } from "./assets.ts";
import { errorField, logger } from "./ops/log.ts";
import type { Store } from "./store.ts";
import type { Doc, Transaction } from "./types.ts";

/** 30 days: a mistaken deletion is usually noticed within a month; the file is kept that long. */
export const DEFAULT_DELETED_ASSET_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
/** How often deleted-assets/ is swept for files past the grace: hourly (or the grace, if shorter). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const fileOf = (doc: Doc | null): string | null => {
  if (!doc || !isAssetType(doc._type) || typeof doc.path !== "string") return null;
  const file = path.basename(doc.path);
  return ASSET_FILE.test(file) && assetIdOf(file) === doc._id ? file : null;
};

export class DeletedAssets {
  readonly publicDir: string;
  readonly deletedDir: string;
  private graceMs: number;
  private timer: NodeJS.Timeout;
  private follow: (transaction: Transaction) => void;
  private store: Store;

  constructor(options: { publicDir: string; deletedDir: string; graceMs: number; store: Store }) {
    this.publicDir = options.publicDir;
    this.deletedDir = options.deletedDir;
    this.graceMs = options.graceMs;
    this.store = options.store;
    mkdirSync(this.deletedDir, { recursive: true, mode: 0o700 });
    this.reconcile();
    this.sweep();
    this.follow = (transaction) => this.apply(transaction);
    this.store.on("transaction", this.follow);
    this.timer = setInterval(() => this.sweep(), Math.min(SWEEP_EVERY_MS, Math.max(100, this.graceMs)));
    this.timer.unref();
  }

  /** Moves the files of deleted asset documents out; brings restored ones back. */
  private apply(transaction: Transaction) {
    for (const change of transaction.changes) {
      const gone = !change.after ? fileOf(change.before) : null;
      const back = change.after ? fileOf(change.after) : null;
      if (gone) this.withdraw(gone);
      if (back) this.reinstate(back);
    }
  }

  private withdraw(file: string) {
    const from = path.join(this.publicDir, file);
    if (!existsSync(from)) return;
    const to = path.join(this.deletedDir, file);
    try {
      renameSync(from, to);
      // The grace counts from the deletion, not from the upload.
      const now = new Date();
      utimesSync(to, now, now);
      logger.info({ file }, "asset deleted: file withdrawn");
    } catch (error) {
      logger.error({ err: errorField(error), file }, "could not withdraw a deleted asset's file");
    }
  }

  private reinstate(file: string) {
    const from = path.join(this.deletedDir, file);
    const to = path.join(this.publicDir, file);
    if (existsSync(to) || !existsSync(from)) return;
    try {
      renameSync(from, to);
      logger.info({ file }, "asset restored: file reinstated");
    } catch (error) {
      logger.error({ err: errorField(error), file }, "could not reinstate a restored asset's file");
    }
  }

  /**
   * On start, what a crash between a commit and its move left: files in the public folder that no
   * asset document names are withdrawn, withdrawn files whose document exists again are reinstated.
   */
  private reconcile() {
    for (const file of readdirSync(this.publicDir)) {
      const id = assetIdOf(file);
      if (id && !this.store.get(id)) this.withdraw(file);
    }
    for (const file of readdirSync(this.deletedDir)) {
      const id = assetIdOf(file);
      if (id && this.store.get(id)) this.reinstate(file);
    }
  }

  /** Removes files that have been in deleted-assets/ longer than the grace. */
  sweep(now = Date.now()) {
    for (const file of readdirSync(this.deletedDir)) {
      const target = path.join(this.deletedDir, file);
      try {
        if (now - statSync(target).mtimeMs < this.graceMs) continue;
        rmSync(target, { force: true });
        logger.info({ file }, "deleted asset's file removed after the grace");
      } catch (error) {
        logger.error({ err: errorField(error), file }, "could not remove a deleted asset's file");
      }
    }
  }

  close() {
    clearInterval(this.timer);
    this.store.off("transaction", this.follow);
  }
}
