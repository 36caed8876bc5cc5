import { expect, test } from "@playwright/test";
import { documentPane, LAKE, openStudio } from "./studio";

// The studio as `npm start` serves it (the built bundle, from the lake's origin) loads nothing from
// any other host: no fonts, no auto-update script, no telemetry, no version check.

test("loading the studio and opening a story requests nothing but the lake's own hosts", async ({ page }) => {
  const requested: string[] = [];
  page.context().on("request", (request) => requested.push(request.url()));
  page.on("websocket", (socket) => requested.push(socket.url()));

  await openStudio(page, "/structure/news;zh;news-chongqing-200mm-capacity-zh");
  await expect(documentPane(page).getByTestId("field-title").locator("input")).toHaveValue(
    "重庆200mm产线月产能达到40万片",
  );
  // Its cover image comes from the lake too.
  await expect(documentPane(page).getByTestId("image-input").locator("img").first()).toBeVisible();
  // Give late requests (telemetry batches, version checks) the time they would take to go out.
  await page.waitForLoadState("networkidle");

  const lakeHost = new URL(LAKE).host;
  const own = (url: string) => {
    const { protocol, host } = new URL(url);
    if (protocol === "data:" || protocol === "blob:") return true;
    return host === lakeHost || host.endsWith(`.${lakeHost}`);
  };
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter((url) => !own(url))).toEqual([]);
});
