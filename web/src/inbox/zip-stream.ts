import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

// A ZIP archive written as it goes (issue 40, row 7): entries are added one after the other and
// the archive's bytes come out as they are made, a piece at a time, so neither the archive nor more
// than one file is ever held in memory, and the event loop gets a turn between two pieces. The
// whole-archive `zipSync` it replaces blocked the site 3.6 s and took 725 MB for 20 resumes.

/**
 * Bytes handed to the compressor (or passed through) at once: the CRC and a deflate step over
 * 256 KB take about a millisecond, so no turn of the event loop waits long for another request.
 */
const PIECE = 256 * 1024;

/**
 * fflate writes plain ZIP, not ZIP64: every offset and size is 32 bits and the entry count 16.
 * Beyond that an archive is silently corrupt, so the writer refuses what would not fit (fits()).
 */
const ZIP32_BYTES = 0xffff_ffff;
const ZIP32_ENTRIES = 0xffff;

/** What one entry costs besides its data: local header, data descriptor, central directory record. */
const overhead = (nameBytes: number) => 30 + nameBytes + 16 + 46 + nameBytes;

const encoder = new TextEncoder();

/** One turn of the event loop: other requests' callbacks and I/O run before the next piece. */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ZipStream {
  private readonly zip: Zip;
  private ready: Uint8Array[] = [];
  private failure: Error | null = null;
  /** Bytes of the archive made so far, and what the central directory and its end will add. */
  private made = 0;
  private trailer = 22;
  private entries = 0;

  constructor() {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else {
        this.made += chunk.length;
        this.ready.push(chunk);
      }
    });
  }

  /** Whether an entry of this name and at most this many bytes still fits in a plain ZIP. */
  fits(name: string, bytes: number): boolean {
    const nameBytes = encoder.encode(name).length;
    return (
      this.entries + 1 < ZIP32_ENTRIES && this.made + this.trailer + overhead(nameBytes) + bytes + PIECE < ZIP32_BYTES
    );
  }

  /**
   * Adds one entry and yields the archive's bytes as they are made. `compress`: deflate (the CSV,
   * a DOC); otherwise stored as it is (PDF and DOCX are compressed already: deflating them again
   * costs CPU for nothing).
   */
  async *add(
    name: string,
    content: Uint8Array | AsyncIterable<Uint8Array>,
    compress: boolean,
  ): AsyncGenerator<Uint8Array> {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    this.entries += 1;
    this.trailer += 46 + encoder.encode(name).length;
    const parts = content instanceof Uint8Array ? [content] : content;
    for await (const part of parts) {
      for (let at = 0; at < part.length; at += PIECE) {
        entry.push(part.subarray(at, at + PIECE));
        yield* this.take();
        await aTurn();
      }
    }
    entry.push(new Uint8Array(0), true);
    yield* this.take();
  }

  /** The central directory: the archive's last bytes. */
  async *end(): AsyncGenerator<Uint8Array> {
    this.zip.end();
    yield* this.take();
  }

  private *take(): Generator<Uint8Array> {
    if (this.failure) throw this.failure;
    const chunks = this.ready;
    this.ready = [];
    yield* chunks;
  }
}

/**
 * A response body that asks for the next chunk only when the client has taken the previous one
 * (pull): a slow download holds one chunk here, not the archive. A client that goes away ends the
 * generator (cancel → return), which releases what it was reading.
 */
export function pulledStream(chunks: AsyncGenerator<Uint8Array>, onError: (error: unknown) => void) {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
