// Shapes shared by the lake's modules.

/** A document as stored: Sanity's JSON with its system fields. */
export type Doc = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [key: string]: unknown;
};

/** A transaction's view of the dataset: reads see its own earlier writes; null means absent. */
export interface WorkingSet {
  get(id: string): Doc | null;
  put(id: string, doc: Doc | null): void;
}

/** One document changed by a committed transaction. */
export interface Change {
  id: string;
  before: Doc | null;
  after: Doc | null;
  /** The mutations a client can replay on `before` to get `after` (the listener sends them). */
  mutations: Record<string, unknown>[];
}

/** A committed transaction, as the log stores it and the listeners, history and webhook see it. */
export interface Transaction {
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  changes: Change[];
}
