// gotutor board, geometry: pure functions of sizes, points and regions (no DOM).
//
// The intersection in column x (from the left) and row y (from the top) has point index
// y * size + x and sits at SVG user coordinates (x, y): one unit per line.

export const LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
export const MARGIN_COORDS = 1.2; // room for coordinate labels
const MARGIN_PLAIN = 0.7;
export const OPEN_EDGE = 0.55; // how far the grid runs past a cropped side

/** Returns "D4" for a point index on a board of `size`. */
export function vertexName(point, size) {
  const x = point % size;
  const y = Math.floor(point / size);
  return LETTERS[x] + String(size - y);
}

/** Returns the point index of a vertex such as "D4" (any case), or -1 if it is not one. */
export function parseVertex(vertex, size) {
  const m = /^([A-Za-z])(\d{1,2})$/.exec(String(vertex).trim());
  if (!m) return -1;
  const x = LETTERS.indexOf(m[1].toUpperCase());
  const row = Number(m[2]);
  if (x < 0 || x >= size || row < 1 || row > size) return -1;
  return (size - row) * size + x;
}

/** Returns the star points (hoshi) of a board, as point indexes. */
export function starPoints(size) {
  if (size < 7) return size % 2 === 1 && size >= 5 ? [((size - 1) / 2) * (size + 1)] : [];
  const near = size >= 13 ? 3 : 2;
  const far = size - 1 - near;
  const mid = (size - 1) / 2;
  const xy = [[near, near], [far, near], [near, far], [far, far]];
  if (size % 2 === 1) xy.push([mid, mid]);
  if (size % 2 === 1 && size >= 15) xy.push([mid, near], [mid, far], [near, mid], [far, mid]);
  return xy.map(([x, y]) => y * size + x);
}

/** Returns the visible region {left, top, right, bottom} (inclusive, zero-based) for a
 * crop [left, top, right, bottom] (or [] for the whole board), clamped to the board. */
export function cropBox(crop, size) {
  if (!Array.isArray(crop) || crop.length !== 4) {
    return { left: 0, top: 0, right: size - 1, bottom: size - 1 };
  }
  const c = (v) => Math.max(0, Math.min(size - 1, Math.round(v)));
  const [l, t, r, b] = crop.map(c);
  return { left: Math.min(l, r), top: Math.min(t, b), right: Math.max(l, r),
    bottom: Math.max(t, b) };
}

/** Returns the SVG viewBox {x, y, w, h} that shows `box` with room for labels. */
export function viewBox(box, coordinates) {
  const m = coordinates ? MARGIN_COORDS : MARGIN_PLAIN;
  return { x: box.left - m, y: box.top - m, w: box.right - box.left + 2 * m,
    h: box.bottom - box.top + 2 * m };
}

/** Returns the point under a pixel position (relative to the SVG's client rect of
 * `width` x `height`), or -1 if it is off the visible region or too far from a line. */
export function pixelToPoint(px, py, width, height, vb, box, size) {
  const scale = Math.min(width / vb.w, height / vb.h);
  const ux = vb.x + px / scale;
  const uy = vb.y + py / scale;
  const x = Math.round(ux);
  const y = Math.round(uy);
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) return -1;
  if (Math.abs(ux - x) > 0.5 || Math.abs(uy - y) > 0.5) return -1;
  return y * size + x;
}

/** Returns the SVG user coordinates of a point's intersection. */
export function pointToXY(point, size) {
  return { x: point % size, y: Math.floor(point / size) };
}

/** Returns the coordinate labels of the visible region: {columns: [{x, text}],
 * rows: [{y, text}]} (letters without I, rows counted from the bottom). */
export function coordinateLabels(size, box) {
  const columns = [];
  const rows = [];
  for (let x = box.left; x <= box.right; x++) columns.push({ x, text: LETTERS[x] });
  for (let y = box.top; y <= box.bottom; y++) rows.push({ y, text: String(size - y) });
  return { columns, rows };
}

/** Returns the point reached from `point` by an arrow key, staying inside `box`. */
export function stepCursor(point, key, size, box) {
  let x = point % size;
  let y = Math.floor(point / size);
  if (key === "ArrowLeft") x -= 1;
  else if (key === "ArrowRight") x += 1;
  else if (key === "ArrowUp") y -= 1;
  else if (key === "ArrowDown") y += 1;
  x = Math.max(box.left, Math.min(box.right, x));
  y = Math.max(box.top, Math.min(box.bottom, y));
  return y * size + x;
}

/** Returns the text with each {name} replaced by fields[name]. */
export function fill(template, fields) {
  return String(template || "").replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));
}

/** Returns a mark map {vertex: kind} as [[point, kind], ...], skipping bad vertices. */
export function markList(marks, size) {
  const out = [];
  for (const [v, kind] of Object.entries(marks || {})) {
    const p = parseVertex(v, size);
    if (p >= 0) out.push([p, kind]);
  }
  return out;
}

