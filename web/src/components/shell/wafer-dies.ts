// The dies of the company mark (a 300 mm wafer from above, in a 40-unit box centred at 20,20): a
// grid of 5-unit dies with 1-unit streets; only whole dies inside the usable area (radius 15.5) are
// drawn, as on a real wafer map. Shared by the header logo and the generated icons (seo/logo-mark).
export const WAFER_DIES: readonly (readonly [number, number])[] = (() => {
  const cells: [number, number][] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 2.5 + col * 6;
      const y = 2.5 + row * 6;
      const corners = [
        [x, y],
        [x + 5, y],
        [x, y + 5],
        [x + 5, y + 5],
      ];
      if (corners.every(([cx = 0, cy = 0]) => Math.hypot(cx - 20, cy - 20) <= 15.5)) cells.push([x, y]);
    }
  }
  return cells;
})();
