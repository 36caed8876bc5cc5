// Drawings of the seed pictures (scripts/seed/imagery.ts renders them to PNG): polished wafers with
// their notch or flat, ingots, layer cross-sections, clean-room bays, a plant, and neutral portrait
// backdrops. Plain SVG strings, no text (so no font is needed), and deterministic: the same code
// always gives the same bytes, so the asset ids (SHA-1 of the file) only change with the drawing.

export type Diameter = "200mm" | "300mm";
export type WaferKind = "polished" | "epitaxial" | "argonAnnealed" | "soi";

/** A small seeded generator (mulberry32): "random" scatter that is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import { crossSection, ingot } from "./imagery-layers.ts";
import { person } from "./imagery-people.ts";

const n = (value: number) => Number(value.toFixed(2));

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * The outline of a wafer of radius r around 0,0 seen from above: a V notch at the bottom (300 mm,
 * SEMI M1) or a primary flat (200 mm). The flat is drawn a little longer than the standard's
 * 57.5 mm so it reads at thumbnail size.
 */
function waferOutline(r: number, diameter: Diameter): string {
  if (diameter === "300mm") {
    const half = 0.035 * r;
    const depth = 0.045 * r;
    const a = Math.asin(half / r);
    const x1 = r * Math.sin(a);
    const y1 = r * Math.cos(a);
    return `M${n(x1)} ${n(y1)}A${r} ${r} 0 1 0 ${n(-x1)} ${n(y1)}L0 ${n(r - depth)}Z`;
  }
  const half = 0.3 * r;
  const y = Math.sqrt(r * r - half * half);
  return `M${n(half)} ${n(y)}A${r} ${r} 0 1 0 ${n(-half)} ${n(y)}Z`;
}

/** Gradients and filters shared by the drawings (ids are prefixed so several can share a page). */
function silicon(id: string, tint = "#8fa3bd"): string {
  return `
    <linearGradient id="${id}-face" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a3442"/>
      <stop offset="0.32" stop-color="#6f7f95"/>
      <stop offset="0.5" stop-color="#dfe6ee"/>
      <stop offset="0.62" stop-color="#8595aa"/>
      <stop offset="1" stop-color="#1f2731"/>
    </linearGradient>
    <linearGradient id="${id}-edge" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3a4452"/>
      <stop offset="0.45" stop-color="#b7c1cd"/>
      <stop offset="1" stop-color="#2b333e"/>
    </linearGradient>
    <linearGradient id="${id}-tint" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${tint}" stop-opacity="0.35"/>
      <stop offset="0.5" stop-color="#c9b8e8" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#9fe0d8" stop-opacity="0.3"/>
    </linearGradient>
    <linearGradient id="${id}-glare" x1="0" y1="0" x2="1" y2="0.35">
      <stop offset="0.3" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.47" stop-color="#fff" stop-opacity="0.55"/>
      <stop offset="0.53" stop-color="#fff" stop-opacity="0.55"/>
      <stop offset="0.7" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <filter id="${id}-blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
}

/**
 * A polished wafer lying on a surface, seen at an angle: its thin edge, the mirror face with a
 * glare band, and its notch or flat toward the viewer. No dies: a bare-wafer maker ships wafers
 * before any circuit is printed on them (a die grid would claim a processed wafer).
 */
export function waferDisc(
  id: string,
  {
    cx,
    cy,
    r,
    diameter,
    tilt = 0.42,
    turn = -18,
    shadow = true,
    tint,
  }: {
    cx: number;
    cy: number;
    r: number;
    diameter: Diameter;
    tilt?: number;
    turn?: number;
    shadow?: boolean;
    tint?: string;
  },
): string {
  const outline = waferOutline(r, diameter);
  const thickness = Math.max(3, r * 0.028);
  const face = `translate(${cx} ${cy}) scale(1 ${tilt}) rotate(${turn})`;
  const edge = `translate(${cx} ${n(cy + thickness)}) scale(1 ${tilt}) rotate(${turn})`;
  return `
    <defs>${silicon(id, tint)}<clipPath id="${id}-clip"><path d="${outline}"/></clipPath></defs>
    ${shadow ? `<ellipse cx="${cx}" cy="${n(cy + thickness * 3 + r * tilt * 0.12)}" rx="${n(r * 1.02)}" ry="${n(r * tilt * 0.95)}" fill="#0b1320" opacity="0.28" filter="url(#${id}-blur)"/>` : ""}
    <g transform="${edge}"><path d="${outline}" fill="url(#${id}-edge)"/></g>
    <g transform="${face}">
      <path d="${outline}" fill="url(#${id}-face)"/>
      <g clip-path="url(#${id}-clip)">
        <rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" fill="url(#${id}-tint)"/>
        <rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" fill="url(#${id}-glare)"/>
      </g>
      <path d="${outline}" fill="none" stroke="#f4f7fb" stroke-opacity="0.75" stroke-width="${n(r / 150)}"/>
    </g>`;
}

/**
 * A product's picture: the wafer on a light bench; below it, for a wafer with layers, their
 * cross-section to scale (scripts/seed/imagery-layers.ts).
 */
export function productPicture(diameter: Diameter, kind: WaferKind): string {
  const id = `p${diameter.slice(0, 3)}${kind.slice(0, 3)}`;
  const r = diameter === "300mm" ? 300 : 250;
  const tints: Record<WaferKind, string> = {
    polished: "#8fa3bd",
    epitaxial: "#7fb0c8",
    argonAnnealed: "#9b9fc9",
    soi: "#6fb7b0",
  };
  return svg(
    800,
    800,
    `<defs>
      <radialGradient id="${id}-bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#d5dce5"/></radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#${id}-bg)"/>
    ${
      kind === "polished"
        ? waferDisc(id, { cx: 400, cy: 380, r, diameter, tint: tints[kind] })
        : `${waferDisc(id, { cx: 400, cy: 270, r: r * 0.9, diameter, tint: tints[kind] })}${crossSection(`${id}x`, kind, { x: 60, y: 500, width: 680, height: 250 })}`
    }`,
  );
}

type Point = [number, number];

/**
 * A clean-room bay in one-point perspective: filter units in the ceiling, raised perforated
 * floor, tool fronts on both sides, the overhead rail with its carriers. `amber` is the
 * lithography bay's yellow light.
 */
export function cleanRoom(
  width: number,
  height: number,
  { amber = false, seed = 1, people = false }: { amber?: boolean; seed?: number; people?: boolean } = {},
): string {
  const random = seeded(seed);
  const vx = width * (0.5 + (random() - 0.5) * 0.12);
  const vy = height * 0.46;
  const f = width * 0.55;
  const p = (x: number, y: number, z: number): Point => [vx + (f * x) / z, vy + (f * y) / z];
  const poly = (points: Point[], attrs: string) =>
    `<path d="M${points.map(([a, b]) => `${n(a)} ${n(b)}`).join("L")}Z" ${attrs}/>`;
  const W = 3.2; // half width of the aisle, metres
  const H = 1.6; // floor below the eye
  const C = 2.0; // ceiling above the eye
  const near = 1.2;
  const far = 40;
  const wall = amber ? "#efe2b8" : "#e9eef4";
  const light = amber ? "#fff4cf" : "#ffffff";
  const parts: string[] = [];
  // Ceiling, floor, side walls.
  parts.push(
    poly(
      [p(-W * 3, -C, near), p(W * 3, -C, near), p(W, -C, far), p(-W, -C, far)],
      `fill="${amber ? "#d9c68c" : "#cfd8e3"}"`,
    ),
  );
  parts.push(
    poly(
      [p(-W * 3, H, near), p(W * 3, H, near), p(W, H, far), p(-W, H, far)],
      `fill="${amber ? "#bfae79" : "#b9c3cf"}"`,
    ),
  );
  parts.push(poly([p(-W, -C, far), p(W, -C, far), p(W, H, far), p(-W, H, far)], `fill="${light}"`));
  // Ceiling filter units: rows of glowing panels.
  for (let z = near + 0.4; z < far; z *= 1.22) {
    for (const x of [-2.4, -0.8, 0.8]) {
      parts.push(
        poly(
          [p(x, -C, z), p(x + 1.4, -C, z), p(x + 1.4, -C, z * 1.16), p(x, -C, z * 1.16)],
          `fill="${light}" opacity="0.9"`,
        ),
      );
    }
  }
  // Floor tiles: perforated raised floor.
  const floorLines: string[] = [];
  for (let x = -6; x <= 6; x += 0.6) {
    const [a, b] = p(x, H, near);
    const [c, d] = p(x, H, far);
    floorLines.push(`M${n(a)} ${n(b)}L${n(c)} ${n(d)}`);
  }
  for (let z = near; z < far; z *= 1.12) {
    const [a, b] = p(-W * 3, H, z);
    const [c, d] = p(W * 3, H, z);
    floorLines.push(`M${n(a)} ${n(b)}L${n(c)} ${n(d)}`);
  }
  parts.push(`<path d="${floorLines.join("")}" stroke="#7f8b99" stroke-opacity="0.35" stroke-width="1"/>`);
  // Tools on both sides: boxes with a front, a window and a status light.
  for (const side of [-1, 1]) {
    let z = near + 0.6;
    while (z < far * 0.8) {
      const depth = 1.4 + random() * 1.8;
      const top = -0.3 - random() * 0.9;
      const xi = side * W;
      const xo = side * (W + 2.2);
      const front = [p(xi, top, z), p(xi, top, z + depth), p(xi, H, z + depth), p(xi, H, z)];
      parts.push(poly(front, `fill="${wall}" stroke="#8a96a5" stroke-opacity="0.5"`));
      parts.push(
        poly([p(xo, top, z), p(xi, top, z), p(xi, H, z), p(xo, H, z)], `fill="${amber ? "#cdbb85" : "#c6d0dc"}"`),
      );
      // a window onto the process chamber
      parts.push(
        poly(
          [
            p(xi, top + 0.35, z + depth * 0.2),
            p(xi, top + 0.35, z + depth * 0.6),
            p(xi, 0.35, z + depth * 0.6),
            p(xi, 0.35, z + depth * 0.2),
          ],
          `fill="#2c3846" opacity="0.75"`,
        ),
      );
      // status light
      const [lx, ly] = p(xi, top - 0.18, z + depth * 0.85);
      const [, ly2] = p(xi, top, z + depth * 0.85);
      parts.push(
        `<rect x="${n(lx - 2)}" y="${n(ly)}" width="4" height="${n(Math.max(2, ly2 - ly))}" fill="${random() < 0.8 ? "#3fbf7f" : "#e0b43c"}"/>`,
      );
      z += depth + 0.3 + random() * 0.6;
    }
  }
  // Overhead transport rail and carriers (FOUPs).
  for (const x of [-1.2, 1.2]) {
    const rail = [
      p(x - 0.06, -C + 0.25, near),
      p(x + 0.06, -C + 0.25, near),
      p(x + 0.06, -C + 0.25, far),
      p(x - 0.06, -C + 0.25, far),
    ];
    parts.push(poly(rail, `fill="#7c8795"`));
  }
  for (let i = 0; i < 4; i++) {
    const z = 3 + i * 5 + random() * 3;
    const x = random() < 0.5 ? -1.2 : 1.2;
    parts.push(
      poly(
        [p(x - 0.35, -C + 0.3, z), p(x + 0.35, -C + 0.3, z), p(x + 0.35, -C + 0.95, z), p(x - 0.35, -C + 0.95, z)],
        `fill="${amber ? "#e9dfc4" : "#f2f4f7"}" stroke="#6c7888" stroke-opacity="0.6"`,
      ),
    );
  }
  // Operators: one at a tool with a carrier, one walking away down the aisle, one far off.
  if (people) {
    const figure = (x: number, z: number, facing: "front" | "back", carrying = false) => {
      const [fx, fy] = p(x, H, z);
      return person({ x: fx, y: fy, scale: f / z, facing, amber, carrying });
    };
    parts.push(figure(0.9, 16, "front"), figure(-0.6, 8.5, "back"), figure(2.2, 4.2, "front", true));
  }
  const haze = `<defs><linearGradient id="cr${seed}-haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0"/><stop offset="0.5" stop-color="${light}" stop-opacity="0.35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></linearGradient></defs>`;
  return `${haze}<rect width="${width}" height="${height}" fill="${wall}"/>${parts.join("")}<rect width="${width}" height="${height}" fill="url(#cr${seed}-haze)"/>`;
}

/** A plant: a long low fab building with its support block, at dusk, in perspective. */
export function plant(width: number, height: number, { seed = 3 } = {}): string {
  const random = seeded(seed);
  const horizon = height * 0.62;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="pl${seed}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a44"/><stop offset="0.7" stop-color="#51688a"/><stop offset="1" stop-color="#aab8c8"/></linearGradient>
    <linearGradient id="pl${seed}-wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe5ec"/><stop offset="1" stop-color="#b3bfcc"/></linearGradient>
    <linearGradient id="pl${seed}-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5c6b5e"/><stop offset="1" stop-color="#2f3a33"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#pl${seed}-sky)"/>`);
  parts.push(
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="url(#pl${seed}-ground)"/>`,
  );
  // The fab: front face receding to the right.
  const x0 = width * 0.08;
  const x1 = width * 0.78;
  const h0 = height * 0.3;
  const h1 = height * 0.17;
  parts.push(
    `<path d="M${n(x0)} ${n(horizon + height * 0.06)}L${n(x1)} ${n(horizon + height * 0.01)}L${n(x1)} ${n(horizon - h1)}L${n(x0)} ${n(horizon - h0)}Z" fill="url(#pl${seed}-wall)"/>`,
  );
  // Bands of windows of the office block and the support floors.
  for (let row = 0; row < 3; row++) {
    const t0 = 0.25 + row * 0.22;
    const yA = horizon - h0 + (h0 + height * 0.06) * t0;
    const yB = horizon - h1 + (h1 + height * 0.01) * t0;
    parts.push(
      `<path d="M${n(x0)} ${n(yA)}L${n(x1)} ${n(yB)}" stroke="#2d3f58" stroke-opacity="0.55" stroke-width="${n(height * 0.018)}"/>`,
    );
  }
  // Roof units (air handling) along the roof line.
  for (let i = 0; i < 9; i++) {
    const t = 0.08 + i * 0.1;
    const x = x0 + (x1 - x0) * t;
    const y = horizon - h0 + (h0 - h1) * t;
    const s = (1 - t * 0.4) * height * 0.035;
    parts.push(`<rect x="${n(x)}" y="${n(y - s)}" width="${n(s * 1.6)}" height="${n(s)}" fill="#9aa7b6"/>`);
  }
  // Exhaust stacks and a support tower.
  parts.push(
    `<rect x="${n(width * 0.84)}" y="${n(horizon - height * 0.28)}" width="${n(width * 0.07)}" height="${n(height * 0.3)}" fill="#c9d2dc"/>`,
  );
  parts.push(
    `<rect x="${n(width * 0.93)}" y="${n(horizon - height * 0.4)}" width="${n(width * 0.012)}" height="${n(height * 0.42)}" fill="#d7dee6"/>`,
  );
  // Lit windows in the tower.
  for (let i = 0; i < 14; i++) {
    const wx = width * 0.845 + (i % 2) * width * 0.032;
    const wy = horizon - height * 0.26 + Math.floor(i / 2) * height * 0.035;
    parts.push(
      `<rect x="${n(wx)}" y="${n(wy)}" width="${n(width * 0.025)}" height="${n(height * 0.015)}" fill="#ffe6a8" opacity="${n(0.4 + random() * 0.5)}"/>`,
    );
  }
  // Trees along the road.
  for (let i = 0; i < 18; i++) {
    const x = (i / 17) * width;
    const r = height * (0.02 + random() * 0.015);
    parts.push(`<circle cx="${n(x)}" cy="${n(horizon + height * 0.08)}" r="${n(r)}" fill="#263427" opacity="0.9"/>`);
  }
  return parts.join("");
}

/** A standing row of wafers in a carrier (a wafer boat or FOUP opened), lit from the side. */
export function waferRow(
  id: string,
  { x, y, count, r, gap }: { x: number; y: number; count: number; r: number; gap: number },
): string {
  const parts: string[] = [
    `<defs><linearGradient id="${id}-w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4eaf1"/><stop offset="0.5" stop-color="#7d8ca0"/><stop offset="1" stop-color="#2a3340"/></linearGradient></defs>`,
  ];
  for (let i = 0; i < count; i++) {
    parts.push(
      `<ellipse cx="${n(x + i * gap)}" cy="${y}" rx="${n(r * 0.22)}" ry="${r}" fill="url(#${id}-w)" stroke="#f5f8fb" stroke-opacity="0.6"/>`,
    );
  }
  parts.push(
    `<rect x="${n(x - r * 0.4)}" y="${n(y + r * 0.72)}" width="${n(count * gap + r * 0.4)}" height="${n(r * 0.14)}" rx="4" fill="#d9e0e8" opacity="0.85"/>`,
  );
  return parts.join("");
}

export const pictures = {
  /** 800×800: a product's wafer. */
  product: productPicture,
  /** A cover or hero: the scene named by `scene`, at the given size. */
  scene(scene: Scene, width: number, height: number): string {
    return svg(width, height, SCENES[scene](width, height));
  },
  /**
   * 600×750: a neutral backdrop in a portrait frame, for a team member before the company's
   * photographer has taken their picture. No figure: nothing to read a gender or a face into.
   */
  portrait(seed: number): string {
    const random = seeded(seed);
    const hue = [208, 198, 218, 188, 226, 204, 214, 194][seed % 8];
    const bokeh = Array.from({ length: 14 }, () => {
      const cx = random() * 600;
      const cy = random() * 450;
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(18 + random() * 46)}" fill="hsl(${hue} 35% 88%)" opacity="${n(0.08 + random() * 0.16)}"/>`;
    }).join("");
    return svg(
      600,
      750,
      `<defs><radialGradient id="pt${seed}" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="hsl(${hue} 18% 62%)"/><stop offset="1" stop-color="hsl(${hue} 26% 26%)"/></radialGradient></defs>
      <rect width="600" height="750" fill="url(#pt${seed})"/>${bokeh}
      ${waferDisc(`pt${seed}w`, { cx: 300, cy: 640, r: 240, diameter: seed % 2 ? "300mm" : "200mm", tilt: 0.28, shadow: false })}`,
    );
  },
};

export type Scene =
  | "home"
  | "productRange"
  | "research"
  | "cleanRoom"
  | "cleanRoomAmber"
  | "plant"
  | "plantDusk"
  | "waferCloseUp"
  | "epiStack"
  | "soiStack"
  | "soiDetail"
  | "annealBoat"
  | "ingot"
  | "display"
  | "displayLater"
  | "shipment"
  | "carriers";

const dark = (id: string, width: number, height: number) =>
  `<defs><radialGradient id="${id}" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="#24344c"/><stop offset="1" stop-color="#0c1422"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;

const SCENES: Record<Scene, (width: number, height: number) => string> = {
  home: (w, h) =>
    `${cleanRoom(w, h, { seed: 11 })}<rect width="${w}" height="${h}" fill="#0e1a2b" opacity="0.42"/>${waferDisc("hm", { cx: w * 0.56, cy: h * 0.58, r: h * 0.46, diameter: "300mm", tilt: 0.4 })}`,
  productRange: (w, h) =>
    `${dark("pr-bg", w, h)}${ingot("pr-i", { x: w * 0.04, y: h * 0.28, length: w * 0.6, radius: h * 0.085 })}${waferDisc("pr1", { cx: w * 0.34, cy: h * 0.7, r: h * 0.26, diameter: "200mm" })}${waferDisc("pr2", { cx: w * 0.72, cy: h * 0.58, r: h * 0.34, diameter: "300mm" })}`,
  research: (w, h) =>
    `${dark("rs-bg", w, h)}${crossSection("rs1", "epitaxial", { x: w * 0.08, y: h * 0.2, width: w * 0.24, height: h * 0.6, tone: "dark" })}${crossSection("rs2", "soi", { x: w * 0.38, y: h * 0.2, width: w * 0.24, height: h * 0.6, tone: "dark" })}${crossSection("rs3", "argonAnnealed", { x: w * 0.68, y: h * 0.2, width: w * 0.24, height: h * 0.6, tone: "dark" })}`,
  cleanRoom: (w, h) => cleanRoom(w, h, { seed: 5, people: true }),
  cleanRoomAmber: (w, h) => cleanRoom(w, h, { amber: true, seed: 7, people: true }),
  plant: (w, h) => plant(w, h, { seed: 3 }),
  plantDusk: (w, h) => plant(w, h, { seed: 9 }),
  waferCloseUp: (w, h) =>
    `${dark("wc-bg", w, h)}${waferDisc("wc", { cx: w * 0.5, cy: h * 0.5, r: h * 0.62, diameter: "300mm", tilt: 0.5, turn: -30 })}`,
  epiStack: (w, h) =>
    `${dark("ep-bg", w, h)}${waferDisc("ep", { cx: w * 0.32, cy: h * 0.52, r: h * 0.36, diameter: "300mm", tint: "#7fb0c8" })}${crossSection("epx", "epitaxial", { x: w * 0.62, y: h * 0.24, width: w * 0.3, height: h * 0.52, tone: "dark" })}`,
  soiStack: (w, h) =>
    `${dark("so-bg", w, h)}${waferDisc("so", { cx: w * 0.32, cy: h * 0.52, r: h * 0.36, diameter: "200mm", tint: "#6fb7b0" })}${crossSection("sox", "soi", { x: w * 0.62, y: h * 0.24, width: w * 0.3, height: h * 0.52, tone: "dark" })}`,
  soiDetail: (w, h) =>
    `${dark("sd-bg", w, h)}${crossSection("sdx", "soi", { x: w * 0.1, y: h * 0.15, width: w * 0.8, height: h * 0.7, tone: "dark" })}`,
  annealBoat: (w, h) =>
    `${dark("ab-bg", w, h)}<rect x="0" y="${n(h * 0.3)}" width="${w}" height="${n(h * 0.44)}" fill="#e7a24a" opacity="0.14"/>${waferRow("ab", { x: w * 0.12, y: h * 0.52, count: 18, r: h * 0.24, gap: w * 0.042 })}`,
  ingot: (w, h) =>
    `${dark("ig-bg", w, h)}${ingot("ig", { x: w * 0.06, y: h * 0.48, length: w * 0.88, radius: h * 0.14 })}`,
  display: (w, h) =>
    `${dark("dp-bg", w, h)}<ellipse cx="${n(w * 0.5)}" cy="${n(h * 0.1)}" rx="${n(w * 0.45)}" ry="${n(h * 0.5)}" fill="#fff" opacity="0.06"/>${waferDisc("dp1", { cx: w * 0.22, cy: h * 0.6, r: h * 0.2, diameter: "200mm", tint: "#6fb7b0" })}${waferDisc("dp2", { cx: w * 0.5, cy: h * 0.55, r: h * 0.26, diameter: "300mm" })}${waferDisc("dp3", { cx: w * 0.78, cy: h * 0.6, r: h * 0.2, diameter: "300mm", tint: "#7fb0c8" })}`,
  displayLater: (w, h) =>
    `${dark("dl-bg", w, h)}<ellipse cx="${n(w * 0.3)}" cy="${n(h * 0.05)}" rx="${n(w * 0.4)}" ry="${n(h * 0.55)}" fill="#fff" opacity="0.07"/>${waferDisc("dl1", { cx: w * 0.36, cy: h * 0.56, r: h * 0.3, diameter: "300mm", tint: "#9b9fc9" })}${waferDisc("dl2", { cx: w * 0.72, cy: h * 0.62, r: h * 0.22, diameter: "200mm" })}`,
  shipment: (w, h) =>
    `${dark("sh-bg", w, h)}${waferRow("sh", { x: w * 0.08, y: h * 0.5, count: 9, r: h * 0.22, gap: w * 0.04 })}${waferDisc("sh1", { cx: w * 0.7, cy: h * 0.56, r: h * 0.3, diameter: "300mm" })}`,
  carriers: (w, h) =>
    `${cleanRoom(w, h, { seed: 13 })}<rect width="${w}" height="${h}" fill="#0e1a2b" opacity="0.5"/>${waferRow("cr", { x: w * 0.2, y: h * 0.55, count: 13, r: h * 0.26, gap: w * 0.05 })}`,
};
