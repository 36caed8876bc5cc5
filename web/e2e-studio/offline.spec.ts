import { expect, test } from "@playwright/test";
import { documentPane, LAKE, openDesk, openStudio } from "./studio";

// The studio as `npm start` serves it (the built bundle, from the lake's origin) loads nothing from
// any other host: no fonts, no auto-update script, no telemetry, no version check.

test("loading the studio and opening a story requests nothing but the lake's own hosts", async ({ page }) => {
  const requested: string[] = [];
  page.context().on("request", (request) => requested.push(request.url()));
  page.on("websocket", (socket) => requested.push(socket.url()));

  await openStudio(page);
  await openDesk(page, "新闻 News", "简体中文");
  await page.getByTestId("structure-tool-list-pane").last().getByRole("link").first().click();
  await expect(documentPane(page).getByTestId("field-title").locator("input")).not.toHaveValue("");
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
