// Renders the seed pictures (scripts/seed/imagery-svg.ts) to PNG and puts them into the embedded
// dataset: each file is stored as studio/seed/assets/<sha1>-<w>x<h>.png with its
// `sanity.imageAsset` document, every image field that showed the picture of the same name
// (`originalFilename`) is pointed at the new asset, and its alt text is set in both languages.
// Editors replace any of them with a photograph in the studio; this script only draws the seed.
//   node scripts/seed/imagery.ts            write the assets and the dataset
//   node scripts/seed/imagery.ts --sheet F  only render a contact sheet of every picture to F (PNG)
import { createHash } from "node:crypto";
import { readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DENUDED_ZONE_UM, FIGURES, WAFER_THICKNESS_UM } from "./imagery-layers.ts";
import { type Diameter, pictures, type Scene, type WaferKind } from "./imagery-svg.ts";
import { assetDocument } from "./seed-format.mjs";

const root = path.join(import.meta.dirname, "..", "..");
const seedFile = path.join(root, "studio", "seed", "production.ndjson");
const assetsDir = path.join(root, "studio", "seed", "assets");
// sharp comes with Next (its image optimizer), as in scripts/build/icons.ts.
const sharp = createRequire(realpathSync(path.join(root, "web", "node_modules", "next", "package.json")))("sharp");

interface Picture {
  svg: string;
  alt: { zh: string; en: string };
}

const KIND_NAMES: Record<WaferKind, { zh: string; en: string }> = {
  polished: { zh: "抛光片", en: "polished wafer" },
  epitaxial: { zh: "外延片", en: "epitaxial wafer" },
  argonAnnealed: { zh: "氩气退火片", en: "argon-annealed wafer" },
  soi: { zh: "SOI 硅片", en: "SOI wafer" },
};
const um = (value: number) => `${value} µm`;
/** What the cross-section under a product's wafer shows, with the figures it is drawn to. */
const KIND_LAYERS: Record<WaferKind, { zh: string; en: string }> = {
  polished: { zh: "", en: "" },
  epitaxial: {
    zh: `；下方为按比例绘制的剖面：${um(WAFER_THICKNESS_UM)} 衬底上 ${um(FIGURES.epiUm)} 的外延层，及其放大图`,
    en: `; below, a cross-section to scale: a ${um(FIGURES.epiUm)} epitaxial layer on the ${um(WAFER_THICKNESS_UM)} substrate, with a detail`,
  },
  argonAnnealed: {
    zh: `；下方为按比例绘制的剖面：表层 ${um(DENUDED_ZONE_UM)} 洁净区与体内微缺陷，及其放大图`,
    en: `; below, a cross-section to scale: an ${um(DENUDED_ZONE_UM)} denuded zone above bulk micro-defects, with a detail`,
  },
  soi: {
    zh: `；下方为按比例绘制的剖面：${um(FIGURES.soiDeviceUm)} 顶层硅、${um(FIGURES.soiOxideUm)} 埋氧层与支撑衬底，及其放大图`,
    en: `; below, a cross-section to scale: ${um(FIGURES.soiDeviceUm)} device layer, ${um(FIGURES.soiOxideUm)} buried oxide and the handle wafer, with a detail`,
  },
};

function product(diameter: Diameter, kind: WaferKind): Picture {
  const edge =
    diameter === "300mm" ? { zh: "带定位槽", en: "with its notch" } : { zh: "带定位边", en: "with its flat" };
  return {
    svg: pictures.product(diameter, kind),
    alt: {
      zh: `${diameter} ${KIND_NAMES[kind].zh}：${edge.zh}的硅片${KIND_LAYERS[kind].zh}（示意图）`,
      en: `${diameter} ${KIND_NAMES[kind].en}: a silicon wafer ${edge.en}${KIND_LAYERS[kind].en} (drawing)`,
    },
  };
}

const scene = (name: Scene, width: number, height: number, zh: string, en: string): Picture => ({
  svg: pictures.scene(name, width, height),
  alt: { zh, en },
});
const cover = (name: Scene, zh: string, en: string) => scene(name, 1200, 675, zh, en);
const hero = (name: Scene, zh: string, en: string) => scene(name, 1600, 800, zh, en);

const TEAM = [
  "chen-lihua",
  "wang-min",
  "li-jianguo",
  "zhou-yating",
  "zhang-zhiyuan",
  "liu-xiaofeng",
  "zhao-jing",
  "sun-haoran",
];

/** Every picture, by the `originalFilename` of its asset document. */
export function catalogue(): Map<string, Picture> {
  const entries: [string, Picture][] = [
    ["page-home.png", hero("home", "洁净室中的一片 300mm 抛光硅片", "A 300mm polished wafer in a clean room")],
    [
      "page-product.png",
      hero(
        "productRange",
        "单晶硅棒与 200mm、300mm 抛光硅片",
        "A single-crystal ingot with 200mm and 300mm polished wafers",
      ),
    ],
    [
      "page-research.png",
      hero("research", "外延片、SOI 硅片与退火片的剖面示意", "Cross-sections of epitaxial, SOI and annealed wafers"),
    ],
    [
      "page-join.png",
      hero(
        "cleanRoom",
        "洁净室通道：身穿洁净服的员工在工艺设备之间",
        "A clean-room aisle: staff in clean-room garments between process tools",
      ),
    ],
    [
      "page-about.png",
      hero("plant", "公司的硅片制造基地外景（示意图）", "The company's wafer plant from outside (drawing)"),
    ],
    [
      "news-300mm-polished-qualified.png",
      cover("waferCloseUp", "300mm 抛光硅片特写", "Close-up of a 300mm polished wafer"),
    ],
    [
      "news-chongqing-200mm-capacity.png",
      cover("cleanRoom", "重庆 200mm 产线洁净室", "Clean room of the Chongqing 200mm line"),
    ],
    ["news-semicon-china-2021.png", cover("display", "展台上陈列的硅片", "Wafers on display at a trade-show stand")],
    [
      "news-argon-annealed-volume-production.png",
      cover("annealBoat", "退火炉前石英舟中的硅片", "Wafers in a quartz boat ready for the annealing furnace"),
    ],
    [
      "news-soi-wafer-breakthrough.png",
      cover("soiStack", "SOI 硅片及其层结构剖面", "An SOI wafer and a cross-section of its layers"),
    ],
    [
      "soi-cross-section.png",
      cover(
        "soiDetail",
        "SOI 硅片剖面：顶层硅、埋氧层与衬底",
        "SOI cross-section: device layer, buried oxide and handle wafer",
      ),
    ],
    [
      "news-smart-factory-award.png",
      cover("carriers", "自动化物料搬运系统中的硅片", "Wafers in the automated material-handling system"),
    ],
    [
      "news-300mm-epitaxial-volume-production.png",
      cover("epiStack", "300mm 外延片及其外延层剖面", "A 300mm epitaxial wafer and a cross-section of its layer"),
    ],
    [
      "news-shanghai-300mm-capacity.png",
      cover("plant", "上海临港 300mm 硅片工厂外景（示意图）", "The 300mm wafer plant in Lingang, Shanghai (drawing)"),
    ],
    [
      "news-joint-materials-lab.png",
      cover(
        "ingot",
        "直拉法生长的单晶硅棒：籽晶与细颈、放肩、等径段与尾锥",
        "A Czochralski-grown silicon ingot: seed and neck, crown, body and tail cone",
      ),
    ],
    [
      "news-serving-18-of-top-20-fabs.png",
      cover("shipment", "交付客户的 200mm 与 300mm 硅片", "200mm and 300mm wafers for customers"),
    ],
    [
      "news-safety-month-2026.png",
      cover("cleanRoomAmber", "黄光区洁净室通道", "A clean-room aisle in the yellow-light lithography bay"),
    ],
    ["news-campus-recruiting-2027.png", cover("plantDusk", "公司园区外景（示意图）", "The company's campus (drawing)")],
    [
      "news-semicon-china-2028-preview.png",
      cover("displayLater", "展台上陈列的硅片", "Wafers on display at a trade-show stand"),
    ],
  ];
  for (const diameter of ["200mm", "300mm"] as const) {
    for (const kind of ["polished", "epitaxial", "argonAnnealed", "soi"] as const) {
      entries.push([`product-${diameter}-${kind}.png`, product(diameter, kind)]);
    }
  }
  TEAM.forEach((name, index) => {
    entries.push([
      `team-${name}.png`,
      {
        svg: pictures.portrait(index),
        alt: { zh: "肖像待补：中性背景占位图", en: "Portrait to come: a neutral placeholder backdrop" },
      },
    ]);
  });
  return new Map(entries);
}

const render = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 }).toBuffer();

type Doc = Record<string, unknown> & { _id: string; _type: string; language?: string };

/** Points every image object whose asset is `from` at `to`, with the alt text of its language. */
function repoint(value: unknown, from: string, to: string, alt: Picture["alt"], language: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => repoint(item, from, to, alt, language));
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  const asset = object.asset as { _ref?: string } | undefined;
  if (asset?._ref === from) {
    const localized = language === "zh" || language === "en" ? alt[language] : { _type: "localeString", ...alt };
    return { ...object, asset: { ...asset, _ref: to }, alt: localized };
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, repoint(item, from, to, alt, language)]));
}

async function writeDataset() {
  const pictureList = catalogue();
  const seen = new Set<string>();
  let docs: Doc[] = readFileSync(seedFile, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));
  for (const [name, picture] of pictureList) {
    const old = docs.find((doc) => doc._type === "sanity.imageAsset" && doc.originalFilename === name);
    if (!old) throw new Error(`no asset named ${name} in the dataset`);
    const png = await render(picture.svg);
    const { width, height } = await sharp(png).metadata();
    const sha1 = createHash("sha1").update(png).digest("hex");
    const file = `${sha1}-${width}x${height}.png`;
    // Two pictures drawn alike would share one asset id: each must be its own document.
    if (seen.has(sha1)) throw new Error(`${name} is drawn exactly like another picture`);
    seen.add(sha1);
    writeFileSync(path.join(assetsDir, file), png);
    const fresh = { ...assetDocument(file, png), originalFilename: name };
    const timestamps = { _createdAt: old._createdAt, _updatedAt: old._updatedAt, _rev: old._rev };
    if (old._id !== fresh._id) {
      const oldFile = `${old._id.replace(/^image-/, "").replace(/-(\w+)$/, ".$1")}`;
      rmSync(path.join(assetsDir, oldFile), { force: true });
    }
    docs = docs.map((doc) =>
      doc._id === old._id
        ? ({ ...fresh, ...timestamps } as Doc)
        : (repoint(doc, old._id, fresh._id, picture.alt, doc.language) as Doc),
    );
    console.log(`${name} → ${file} (${png.length} B)`);
  }
  writeFileSync(seedFile, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
}

async function contactSheet(out: string) {
  const tiles = await Promise.all(
    [...catalogue().values()].map(async ({ svg }) =>
      sharp(await render(svg))
        .resize(320, 240, { fit: "contain", background: "#ffffff" })
        .png()
        .toBuffer(),
    ),
  );
  const columns = 6;
  await sharp({
    create: { width: columns * 320, height: Math.ceil(tiles.length / columns) * 240, channels: 3, background: "#fff" },
  })
    .composite(tiles.map((input, i) => ({ input, left: (i % columns) * 320, top: Math.floor(i / columns) * 240 })))
    .png()
    .toFile(out);
}

const sheet = process.argv.indexOf("--sheet");
const sheetFile = sheet > 0 ? process.argv[sheet + 1] : undefined;
if (sheet > 0 && !sheetFile) throw new Error("usage: node scripts/seed/imagery.ts [--sheet <contact sheet .png>]");
if (sheetFile) await contactSheet(sheetFile);
else await writeDataset();
