import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { publish } from "../../scripts/seed/content-publish.ts";

// The embedded dataset (no lake, no Sanity project): the menus are its `menus` document too, and a
// publish into the file changes every page's menus in both languages; without the document the
// site shows the route table's menus.

const datasetFile = path.join(process.env.CONTENT_E2E_DIR as string, "dataset.ndjson");
const secret = process.env.CONTENT_E2E_SECRET as string;
const base = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const html = async (url: string) => (await fetch(`${base}${url}`)).text();

type Group = { group: string; label?: object; hidden?: boolean };

test.describe.configure({ mode: "serial" });

test("a published menus document renames a group on every page, in both languages; removing it brings the route table's menus back", async ({
  baseURL,
}) => {
  const original = readFileSync(datasetFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; groups?: Group[] })
    .find((doc) => doc._id === "menus");
  expect(original?.groups).toHaveLength(7);
  const groups = structuredClone(original?.groups ?? []);
  const news = groups.find((group) => group.group === "news") as Group;
  news.label = { zh: "新闻与活动", en: "News and events" };
  (groups.find((group) => group.group === "esg") as Group).hidden = true;
  for (const url of ["/about", "/en/quality"]) await html(url); // cached before the publish

  await publish({ datasetFile, id: "menus", set: { groups }, siteUrl: baseURL as string, secret });
  const zh = await html("/about");
  expect(zh).toContain(">新闻与活动<");
  expect(zh).not.toContain(">ESG<");
  const en = await html("/en/quality");
  expect(en).toContain(">News and events<");
  expect(en).not.toContain(">ESG<");

  // The document is deleted: the fallback is the spec's navigation.
  await publish({ datasetFile, id: "menus", remove: true, siteUrl: baseURL as string, secret });
  try {
    const fallback = await html("/about");
    expect(fallback).toContain(">新闻中心<");
    expect(fallback).toContain(">ESG<");
    expect(fallback).not.toContain("新闻与活动");
  } finally {
    // The seed's document again, for the specs after this one (without it, every cached "nothing
    // found" includes the menus, and any publish would expire every page).
    appendFileSync(datasetFile, `${JSON.stringify(original)}\n`);
    await publish({ datasetFile, id: "menus", siteUrl: baseURL as string, secret });
  }
});
