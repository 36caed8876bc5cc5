import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

// Reading a server's output file (playwright.servers.ts, logTo): its JSON log lines.

export type LogLine = Record<string, unknown> & { msg?: string; level?: string };

export function readLog(file: string | undefined): { text: string; lines: LogLine[] } {
  if (!file) throw new Error("no server log file: run this spec through its config");
  const text = readFileSync(file, "utf8");
  // Next's own start-up banner ("▲ Next.js", "✓ Ready") is plain text; every line of ours is JSON.
  const lines = text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
  return { text, lines };
}

/** Waits until a line matching `match` is in the file (a line is written when the response ends). */
export async function waitForLine(file: string | undefined, match: (line: LogLine) => boolean): Promise<LogLine> {
  let found: LogLine | undefined;
  await expect
    .poll(() => {
      found = readLog(file).lines.find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found as LogLine;
}
