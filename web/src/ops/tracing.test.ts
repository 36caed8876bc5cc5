import { trace } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { startTracing, traced } from "./tracing";

describe("tracing", () => {
  it("is off without OTEL_EXPORTER_OTLP_ENDPOINT: no provider, spans record nothing", async () => {
    expect(await startTracing({})).toBe(false);
    const span = trace.getTracer("test").startSpan("x");
    expect(span.isRecording()).toBe(false);
    span.end();
  });

  it("traced() returns the work's value and passes its error on", async () => {
    expect(await traced("work", {}, async () => 42)).toBe(42);
    await expect(traced("work", {}, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });
});
