// A byte budget on everything pdf-lib decodes, enforced inside its decoders while they decode
// (issue 40). pdf-lib expands object and cross-reference streams while loading, whatever filter
// they name (Flate, LZW, run length, ASCII85/hex, chained in an array). Which streams those are
// is decided by pdf-lib's own reading of the dictionary, with PDF name escapes (`/Obj#53tm`,
// `/Fil#74er`) and comments (`/Type%x⏎/ObjStm`): a pre-check over the raw file can never be sure
// to see the same thing, and zlib refuses some deflate data that pdf-lib's own inflater (pdf.js's)
// expands anyway (a stored block with LEN = NLEN = 0). So the bound sits where the bytes are made.
//
// Every pdf-lib decoder is a DecodeStream (pdf.js's design, which pdf-lib ports) and grows its
// output only through `ensureBuffer(requested)`. That method is wrapped once, here: a decoder
// asking for more than what is left of the budget stops with DecodeBudgetExceeded before the
// buffer is allocated. The budget belongs to the check that runs (AsyncLocalStorage), so checks
// that interleave in one thread do not share it; outside a check the wrapper changes nothing.
//
// DecodeStream is not exported by pdf-lib; it is reached as the parent class of the stream that
// the exported `decodePDFRawStream` returns for a FlateDecode stream. pdf-lib is pinned, and the
// unit tests (resume-bombs.test.ts) refuse bombs through every path, so an upgrade that moved
// the method fails them rather than silently dropping the bound.
import { AsyncLocalStorage } from "node:async_hooks";
import { decodePDFRawStream, PDFContext, PDFName, PDFRawStream } from "@cantoo/pdf-lib";

export class DecodeBudgetExceeded extends Error {
  constructor() {
    super("pdf stream decodes past the byte budget");
  }
}

interface Budget {
  left: number;
}

const budgets = new AsyncLocalStorage<Budget>();
// Bytes already charged to a decoder, kept on the decoder itself: it is charged for the growth
// of what it asks for, so the budget counts decoded bytes once, whatever its buffer's doubling does.
const CHARGED = Symbol("decode budget charged");

interface Decoder {
  [CHARGED]?: number;
}

interface DecodeStreamPrototype {
  ensureBuffer(this: Decoder, requested: number): Uint8Array;
}

function decodeStreamPrototype(): DecodeStreamPrototype {
  const context = PDFContext.create();
  // The zlib data of nothing: the decoder reads its header when it is made.
  const empty = Uint8Array.of(0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01);
  const flate = decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: PDFName.of("FlateDecode") }), empty));
  const proto = Object.getPrototypeOf(Object.getPrototypeOf(flate)) as DecodeStreamPrototype | null;
  if (!proto || typeof proto.ensureBuffer !== "function" || !Object.hasOwn(proto, "ensureBuffer"))
    throw new Error("pdf-lib's DecodeStream.ensureBuffer not found: the decode budget cannot be enforced");
  return proto;
}

let installed = false;

function install() {
  if (installed) return;
  const proto = decodeStreamPrototype();
  const ensureBuffer = proto.ensureBuffer;
  proto.ensureBuffer = function boundedEnsureBuffer(this: Decoder, requested: number) {
    const budget = budgets.getStore();
    if (budget) {
      const before = this[CHARGED] ?? 0;
      if (requested > before) {
        if (requested - before > budget.left) throw new DecodeBudgetExceeded();
        budget.left -= requested - before;
        this[CHARGED] = requested;
      }
    }
    return ensureBuffer.call(this, requested);
  };
  installed = true;
}

/**
 * Runs `work` (which loads a PDF with pdf-lib) with at most `bytes` decoded by pdf-lib's stream
 * decoders, all streams together. Past it the decoder throws DecodeBudgetExceeded, which `work`
 * sees as a failed load. A decoder's buffer is at most twice what it asked for (it doubles), so
 * the memory held for decoded data stays below about three times the budget (buffer and copy).
 */
export function withDecodeBudget<T>(bytes: number, work: () => Promise<T>): Promise<T> {
  install();
  return budgets.run({ left: bytes }, work);
}
