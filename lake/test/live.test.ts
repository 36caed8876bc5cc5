// The Live Content API's event stream (lake/src/live.ts), which the Presentation tool opens.
import { expect, it } from "vitest";
import { lakeForTests } from "./harness.ts";

const lake = lakeForTests();

it("welcomes, then names the dataset's sync tag after every change, the tag queries carry", async () => {
  const controller = new AbortController();
  const response = await lake.api("/data/live/events/production?includeDrafts=true", { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  const until = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += decoder.decode(value);
    }
  };
  await until(/event: welcome\n/);
  // A stream without drafts hears only of published changes.
  const published = await lake.api("/data/live/events/production", { signal: controller.signal });
  const publishedReader = (published.body as ReadableStream<Uint8Array>).getReader();
  expect(decoder.decode((await publishedReader.read()).value)).toContain("event: welcome");
  let publishedText = "";
  void (async () => {
    for (;;) {
      const { value, done } = await publishedReader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      publishedText += decoder.decode(value);
    }
  })();
  const edit = await lake.mutate([{ createOrReplace: { _id: "drafts.live-test", _type: "news", title: "x" } }]);
  const { transactionId } = (await edit.json()) as { transactionId: string };
  await until(/event: message\ndata: .*\n\n/);
  expect(text).toContain(`id: ${transactionId}\nevent: message\ndata: {"tags":["s1:lake"]}`);
  const publish = await lake.mutate([{ createOrReplace: { _id: "live-test", _type: "news", title: "x" } }]);
  const { transactionId: publishId } = (await publish.json()) as { transactionId: string };
  await expect.poll(() => publishedText).toContain(`id: ${publishId}\nevent: message`);
  expect(publishedText).not.toContain(transactionId);
  controller.abort();

  const query = await lake.api(`/data/query/production?query=${encodeURIComponent("count(*)")}`);
  expect(((await query.json()) as { syncTags: string[] }).syncTags).toEqual(["s1:lake"]);
  // Another dataset's stream does not exist.
  expect((await lake.api("/data/live/events/other")).status).toBe(404);
});
