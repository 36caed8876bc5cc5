// A vitest reporter that writes every skipped test with the note it was skipped with
// (`context.skip(note)`) to UNIT_SKIPS_REPORT, for the summary of `npm test` (scripts/run/test.mjs):
// vitest's JSON report counts skips but drops their notes.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export interface SkippedTest {
  test: string;
  note: string | undefined;
}

export default class SkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const file = process.env.UNIT_SKIPS_REPORT;
    if (!file) return;
    const skipped: SkippedTest[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== "skipped") continue;
        skipped.push({ test: `${relative(process.cwd(), module.moduleId)} › ${test.fullName}`, note: result.note });
      }
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(skipped, null, 2));
  }
}
