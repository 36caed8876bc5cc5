import type { Locale } from "@/i18n/config";
import { catalogueMapMessages } from "./messages";
import styles from "./PlantMap.module.css";

// Where the plants are, drawn here from a few coordinates (no map tiles, nothing loaded from
// elsewhere): the East China coast, the Yangtze from Chongqing to its mouth, and the two plants on
// it. A schematic, not a survey: enough for a buyer to see two sites 1,400 km apart on one river.

const WEST = 104;
const NORTH = 36.5;
const SCALE = 40; // px per degree of longitude
const point = (lon: number, lat: number) =>
  `${((lon - WEST) * SCALE).toFixed(1)} ${((NORTH - lat) * SCALE * 1.15).toFixed(1)}`;
const line = (points: [number, number][]) =>
  points.map(([lon, lat], i) => `${i ? "L" : "M"}${point(lon, lat)}`).join("");

const COAST: [number, number][] = [
  [120.3, 36.5],
  [120.4, 36.1],
  [119.4, 35.2],
  [119.2, 34.6],
  [120.3, 33.9],
  [120.8, 33.1],
  [121.5, 32.3],
  [121.9, 31.7],
  [121.95, 31.1],
  [121.9, 30.85],
  [121.1, 30.6],
  [121.5, 30.1],
  [121.9, 29.9],
  [121.5, 28.7],
  [120.9, 27.9],
  [120.3, 27.1],
  [119.6, 26.0],
  [118.9, 25.2],
  [118.1, 24.5],
  [117.3, 23.7],
];
const YANGTZE: [number, number][] = [
  [105.4, 28.8],
  [106.55, 29.56],
  [107.9, 30.3],
  [109.5, 31.0],
  [111.3, 30.7],
  [112.5, 30.2],
  [114.3, 30.6],
  [116.0, 29.7],
  [117.05, 30.5],
  [118.4, 31.4],
  [118.8, 32.06],
  [119.45, 32.2],
  [120.5, 32.0],
  [121.3, 31.75],
  [121.9, 31.4],
];
const PLANTS = [
  { key: "shanghai", lon: 121.93, lat: 30.9, anchor: "end" as const, dx: -12 },
  { key: "chongqing", lon: 106.55, lat: 29.56, anchor: "start" as const, dx: 12 },
];

export function PlantMap({ locale }: { locale: Locale }) {
  const t = catalogueMapMessages(locale);
  const width = (124 - WEST) * SCALE;
  const height = (NORTH - 23.5) * SCALE * 1.15;
  const land = `${line(COAST)}L${point(WEST, 23.5)}L${point(WEST, NORTH)}Z`;
  return (
    <figure className={styles.map}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="plant-map-title">
        <title id="plant-map-title">{t.title}</title>
        <rect width={width} height={height} className={styles.sea} />
        <path d={land} className={styles.land} />
        <path d={line(YANGTZE)} className={styles.river} />
        <text x={(110.2 - WEST) * SCALE} y={(NORTH - 31.6) * SCALE * 1.15} className={styles.riverLabel}>
          {t.river}
        </text>
        <text x={width - 12} y={(NORTH - 27.2) * SCALE * 1.15} textAnchor="end" className={styles.seaLabel}>
          {t.sea}
        </text>
        {PLANTS.map((plant) => {
          const [x, y] = point(plant.lon, plant.lat).split(" ").map(Number) as [number, number];
          const label = t.plants[plant.key as keyof typeof t.plants];
          return (
            <g key={plant.key}>
              <circle cx={x} cy={y} r={14} className={styles.halo} />
              <circle cx={x} cy={y} r={7} className={styles.dot} />
              <text x={x + plant.dx} y={y - 20} textAnchor={plant.anchor} className={styles.name}>
                {label.name}
              </text>
              <text x={x + plant.dx} y={y + 36} textAnchor={plant.anchor} className={styles.detail}>
                {label.detail}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{t.caption}</figcaption>
    </figure>
  );
}
