import { zhHansLocale } from "@sanity/locale-zh-hans";
import { visionTool } from "@sanity/vision";
import { schemaTypes } from "@wafer/schemas";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { apiVersion, dataset, projectId } from "./env";

export default defineConfig({
  name: "default",
  title: "硅片官网内容管理",
  projectId,
  dataset,
  plugins: [structureTool(), visionTool({ defaultApiVersion: apiVersion }), zhHansLocale()],
  schema: { types: schemaTypes },
});
