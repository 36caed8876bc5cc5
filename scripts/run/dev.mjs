// `npm run dev`: the web app in development mode (the studio: `pnpm --filter @wafer/studio dev`).
import { serve, WEB } from "./lib.mjs";

serve("pnpm", ["exec", "next", "dev", "-p", process.env.PORT || "3000"], { cwd: WEB });
