// People in clean-room garments for the clean-room drawings (scripts/seed/imagery-svg.ts): hooded
// coveralls, boots, gloves and goggles, as everyone wears them in a fab, so the figures carry no
// face, age or gender to read into. Drawn in metres around the feet and scaled by the scene's
// perspective.

const n = (value: number) => Number(value.toFixed(2));

export interface Figure {
  /** Where the feet touch the floor, in screen pixels. */
  x: number;
  y: number;
  /** Screen pixels per metre at that depth. */
  scale: number;
  /** Seen from the front (goggles showing) or from behind. */
  facing: "front" | "back";
  /** Amber light of a lithography bay tints the white garment. */
  amber?: boolean;
  /** A carrier (FOUP) held at the waist. */
  carrying?: boolean;
}

/** One figure, about 1.75 m tall. */
export function person({ x, y, scale, facing, amber = false, carrying = false }: Figure): string {
  const s = (v: number) => n(v * scale);
  const suit = amber ? "#f3e7c4" : "#f6f8fb";
  const shade = amber ? "#d8c793" : "#cfd8e3";
  const seam = amber ? "#bfae79" : "#aab6c4";
  const at = (dx: number, dy: number) => `${n(x + dx * scale)} ${n(y + dy * scale)}`;
  const parts = [
    // shadow on the floor
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${s(0.34)}" ry="${s(0.06)}" fill="#0b1b2f" opacity="0.18"/>`,
    // legs and boots
    `<rect x="${n(x - 0.19 * scale)}" y="${n(y - 0.88 * scale)}" width="${s(0.16)}" height="${s(0.88)}" rx="${s(0.06)}" fill="${suit}" stroke="${seam}" stroke-width="${s(0.008)}"/>`,
    `<rect x="${n(x + 0.03 * scale)}" y="${n(y - 0.88 * scale)}" width="${s(0.16)}" height="${s(0.88)}" rx="${s(0.06)}" fill="${shade}" stroke="${seam}" stroke-width="${s(0.008)}"/>`,
    `<path d="M${at(-0.2, -0.02)}h${s(0.18)}v${s(-0.3)}h${s(-0.18)}ZM${at(0.02, -0.02)}h${s(0.18)}v${s(-0.3)}h${s(-0.18)}Z" fill="${amber ? "#c9b985" : "#b9c7d6"}" opacity="0.8"/>`,
    // torso with the zip seam
    `<path d="M${at(-0.24, -0.84)}V${at(-0.24, -1.36).split(" ")[1]}Q${at(-0.24, -1.47)} ${at(-0.12, -1.47)}H${at(0.12, -1.47).split(" ")[0]}Q${at(0.24, -1.47)} ${at(0.24, -1.36)}V${at(0, -0.84).split(" ")[1]}Z" fill="${suit}" stroke="${seam}" stroke-width="${s(0.008)}"/>`,
    `<path d="M${at(0.24, -0.84)}V${at(0, -1.36).split(" ")[1]}Q${at(0.24, -1.47)} ${at(0.12, -1.47)}L${at(0.06, -1.47)}V${at(0, -0.84).split(" ")[1]}Z" fill="${shade}" opacity="0.6"/>`,
    facing === "front"
      ? `<path d="M${at(0, -1.45)}V${at(0, -0.9).split(" ")[1]}" stroke="${seam}" stroke-width="${s(0.01)}"/>`
      : "",
    // arms, gloves
    `<rect x="${n(x - 0.33 * scale)}" y="${n(y - 1.42 * scale)}" width="${s(0.1)}" height="${s(0.56)}" rx="${s(0.05)}" fill="${suit}" stroke="${seam}" stroke-width="${s(0.008)}"/>`,
    `<rect x="${n(x + 0.23 * scale)}" y="${n(y - 1.42 * scale)}" width="${s(0.1)}" height="${s(0.56)}" rx="${s(0.05)}" fill="${shade}" stroke="${seam}" stroke-width="${s(0.008)}"/>`,
    `<circle cx="${n(x - 0.28 * scale)}" cy="${n(y - 0.86 * scale)}" r="${s(0.05)}" fill="#5b7fa6"/><circle cx="${n(x + 0.28 * scale)}" cy="${n(y - 0.86 * scale)}" r="${s(0.05)}" fill="#5b7fa6"/>`,
    // hood
    `<path d="M${at(-0.14, -1.46)}Q${at(-0.17, -1.78)} ${at(0, -1.79)}Q${at(0.17, -1.78)} ${at(0.14, -1.46)}Z" fill="${suit}" stroke="${seam}" stroke-width="${s(0.008)}"/>`,
    facing === "front"
      ? // goggles and mask
        `<rect x="${n(x - 0.1 * scale)}" y="${n(y - 1.7 * scale)}" width="${s(0.2)}" height="${s(0.06)}" rx="${s(0.025)}" fill="#23384f"/><rect x="${n(x - 0.08 * scale)}" y="${n(y - 1.63 * scale)}" width="${s(0.16)}" height="${s(0.1)}" rx="${s(0.03)}" fill="#e9eef4" stroke="${seam}" stroke-width="${s(0.006)}"/>`
      : `<path d="M${at(-0.1, -1.62)}Q${at(0, -1.58)} ${at(0.1, -1.62)}" stroke="${seam}" stroke-width="${s(0.01)}" fill="none"/>`,
    carrying
      ? `<rect x="${n(x - 0.2 * scale)}" y="${n(y - 1.12 * scale)}" width="${s(0.4)}" height="${s(0.3)}" rx="${s(0.04)}" fill="#d9e1ea" stroke="#7f8b99" stroke-width="${s(0.01)}"/><rect x="${n(x - 0.16 * scale)}" y="${n(y - 1.08 * scale)}" width="${s(0.32)}" height="${s(0.06)}" rx="${s(0.02)}" fill="#0a4d8c" opacity="0.55"/>`
      : "",
  ];
  return `<g>${parts.join("")}</g>`;
}
