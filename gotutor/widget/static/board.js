// gotutor board: draws the state Python sends and sends intents back. No rules here:
// legality, captures, chains, liberties and territory all come from Python.
//
// Geometry: the intersection in column x (from the left) and row y (from the top) has
// point index y * size + x and sits at SVG user coordinates (x, y): one unit per line.

const SVG = "http://www.w3.org/2000/svg";
export const LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
const MARGIN_COORDS = 1.2; // room for coordinate labels
const MARGIN_PLAIN = 0.7;
const OPEN_EDGE = 0.55; // how far the grid runs past a cropped side
// JupyterLab's bars above and below a notebook at 1280x720 (menu, tabs, tool bar,
// status bar): what an exercise must leave of the window's height
const CHROME = 130;

// ---------------------------------------------------------------- pure geometry

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

// ---------------------------------------------------------------- DOM helpers

/** Returns `text` safe inside markup (element text or a quoted attribute). */
function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

// controls a student may focus; JupyterLab's single-key notebook shortcuts must not
// fire from them (see the board's svg)
const QUIET = new Set(["button", "select", "summary"]);

function html(tag, attrs, parent, text) {
  const node = document.createElement(tag);
  if (QUIET.has(tag)) node.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

// Ids in SVG (gradients, cells) must be unique in the whole page, and anywidget may load
// this module once per widget, so a module-level counter would restart: use random ids.
function newUid() {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `gt${bytes[0].toString(36)}${bytes[1].toString(36)}`;
}

const STATE_KEYS = ["size", "stones", "to_move", "last_move", "ko", "move_number",
  "line_length", "step", "steps", "captures", "chains", "illegal", "can_undo", "can_redo", "game_over",
  "result", "referee",
  "comment", "variations", "marks", "dead", "territory", "score", "mode", "show_coordinates",
  "show_liberties", "show_atari", "show_liberty_counts", "show_ko", "theme",
  "high_contrast", "crop", "max_width", "presentation", "show_controls", "language",
  "languages", "texts", "message", "message_kind", "announcement", "announcements", "problem",
  "version"];

const OVERLAY_NAMES = ["coordinates", "liberties", "atari", "liberty_counts", "ko"];

// ---------------------------------------------------------------- the view

class BoardView {
  constructor(model, el) {
    this.model = model;
    this.el = el;
    this.uid = newUid();
    this.s = {};
    this.cursor = -1;
    this.hover = -1;
    this.pendingTap = -1;
    this.setupTool = "B";
    this.staticKey = "";
    this.stoneEls = [];
    this.cellEls = [];
    this.prevStones = "";
    this.prevLabels = [];
    this.listeners = [];
    this.build();
  }

  on(target, type, fn, opts) {
    target.addEventListener(type, fn, opts);
    this.listeners.push(() => target.removeEventListener(type, fn, opts));
  }

  state() {
    const s = {};
    for (const k of STATE_KEYS) s[k] = this.model.get(k);
    return s;
  }

  /** Sends an intent stamped with the state version this view shows. While one is on
   * its way (the version has not moved yet) another is dropped: a double click plays
   * once instead of being refused as stale. After 2 s without an answer, sends again. */
  send(msg) {
    const version = this.model.get("version");
    const now = performance.now();
    if (this.inFlight === version && now - this.inFlightAt < 2000) return;
    this.inFlight = version;
    this.inFlightAt = now;
    this.model.send({ ...msg, version });
  }

  t(key) {
    return (this.s.texts && this.s.texts[key]) || key;
  }

  // ------------------------------------------------------------ build once
  build() {
    const root = html("div", { class: "gt-root" }, this.el);
    this.root = root;
    this.caption = html("div", { class: "gt-caption", hidden: "" }, root);
    this.problemBox = html("div", { class: "gt-problem", hidden: "" }, root);
    this.status = html("div", { class: "gt-status" }, root);
    const frame = html("div", { class: "gt-frame" }, root);
    this.frame = frame;
    this.bubble = html("div", { class: "gt-bubble", hidden: "", "aria-hidden": "true" });
    // keys pressed on the board are the board's: JupyterLab's notebook shortcuts (D D
    // deletes a cell, A inserts one...) must not fire while it has the focus. Lumino
    // skips its key bindings for a focused element that carries this attribute.
    this.svg = svg("svg", { class: "gt-svg", role: "grid", tabindex: "0",
      "data-lm-suppress-shortcuts": "true" }, frame);
    const defs = svg("defs", {}, this.svg);
    const grad = (id, stops) => {
      const g = svg("radialGradient", { id: `${this.uid}-${id}`, cx: "0.36", cy: "0.32",
        r: "0.75" }, defs);
      for (const [o, c] of stops) svg("stop", { offset: o, "stop-color": c }, g);
    };
    grad("black", [["0", "#6a6a6a"], ["0.35", "#2a2a2a"], ["1", "#050505"]]);
    grad("white", [["0", "#ffffff"], ["0.6", "#ecebe6"], ["1", "#b9b6ad"]]);
    const wood = svg("linearGradient", { id: `${this.uid}-wood`, x1: "0", y1: "0", x2: "1",
      y2: "1" }, defs);
    svg("stop", { offset: "0", class: "gt-wood-a" }, wood);
    svg("stop", { offset: "0.5", class: "gt-wood-b" }, wood);
    svg("stop", { offset: "1", class: "gt-wood-a" }, wood);
    this.layers = {};
    for (const name of ["board", "grid", "territory", "shadows", "stones", "pending", "marks",
      "hover", "ghost", "cursor", "cells"]) {
      this.layers[name] = svg("g", { class: `gt-layer-${name}` }, this.svg);
    }
    frame.appendChild(this.bubble);
    // the hover hint: a line of its own under the board (over the board it hid the
    // bottom coordinates), its room kept while it is empty so nothing jumps
    this.hint = html("div", { class: "gt-hint", "aria-hidden": "true" }, root);
    this.messageEl = html("div", { class: "gt-message", role: "status" }, root);
    this.live = html("div", { class: "gt-live gt-sr-only", "aria-live": "polite",
      "aria-atomic": "true" }, root);
    this.keysHelp = html("div", { class: "gt-keys gt-sr-only", id: `${this.uid}-keys` }, root);
    this.svg.setAttribute("aria-describedby", `${this.uid}-keys`);
    this.controls = html("div", { class: "gt-controls" }, root);
    this.buildControls();
    this.scoreBox = html("div", { class: "gt-score", hidden: "" }, root);

    this.on(this.problemBox, "click", (e) => {
      const b = e.target.closest("button[data-action]");
      if (b && !b.disabled) this.problemAction(b);
    });
    this.on(this.problemBox, "keydown", (e) => {
      if (e.key === "Enter" && e.target.classList.contains("gt-answer-input")) {
        this.problemAction(this.problemBox.querySelector('button[data-action="answer"]'));
      }
    });
    this.on(this.layers.cells, "pointermove", (e) => this.onPointerMove(e));
    this.on(this.svg, "pointerleave", () => this.setHover(-1));
    this.on(this.layers.cells, "pointerdown", (e) => {
      this.pointerType = e.pointerType;
      this.keyboard = false;
    });
    this.on(this.layers.cells, "click", (e) => this.onClick(e));
    this.on(this.svg, "keydown", (e) => this.onKey(e));
    this.on(this.svg, "focusin", () => {
      if (this.cursor < 0) this.cursor = this.defaultCursor();
      this.drawCursor();
    });
    this.on(this.svg, "blur", () => this.drawCursor());
    // the layout follows the room the notebook gives the board (a side panel open makes
    // it narrower than the window): presentation puts the caption under the board when
    // the caption would have too little room beside it
    if (typeof ResizeObserver !== "undefined") {
      this.resizer = new ResizeObserver(() => { this.fitWidth(); this.fitHeight(); });
      this.resizer.observe(this.el);
    }
    this.onWindowResize = () => this.fitHeight();
    this.on(window, "resize", this.onWindowResize);
    this.fitWidth();
  }

  /** In problem mode, caps the board's width so that the whole exercise (title,
   * question, answers, verdict, board, the controls under it) fits the window's height
   * less JupyterLab's bars (CHROME): the student sees the question, the board and the
   * buttons at once. Never under 240 px. */
  fitHeight() {
    const s = this.s;
    if (!s || !this.vb) return;
    if (s.mode !== "problem" || s.presentation || !window.innerHeight) {
      if (this.frame.style.maxWidth) this.frame.style.maxWidth = "";
      return;
    }
    const frame = this.frame.getBoundingClientRect().height;
    const other = this.root.getBoundingClientRect().height - frame;
    const ratio = this.vb.w / this.vb.h;
    const width = Math.max(240, Math.floor((window.innerHeight - CHROME - other) * ratio));
    const px = `${width}px`;
    if (this.frame.style.maxWidth !== px) this.frame.style.maxWidth = px;
  }

  /** Marks the root narrow (data-narrow) when its container is under 720 px wide. */
  fitWidth() {
    const width = this.el.clientWidth;
    // the room the notebook gives the board: a row of buttons may use all of it (wider
    // than the board) before it wraps
    if (width > 0) this.root.style.setProperty("--gt-room", `${width}px`);
    const narrow = width > 0 && width < 720 ? "true" : "false";
    if (this.root.dataset.narrow !== narrow) this.root.dataset.narrow = narrow;
  }

  buildControls() {
    const c = this.controls;
    const bar = html("div", { class: "gt-bar gt-nav" }, c);
    this.buttons = {};
    const button = (parent, action, label, extra) => {
      const b = html("button", { type: "button", class: `gt-btn gt-btn-${action}`,
        "data-action": action, ...(extra || {}) }, parent, label);
      this.buttons[action] = b;
      this.on(b, "click", () => this.onAction(action));
      return b;
    };
    const icon = (b, d) => {
      const i = svg("svg", { viewBox: "0 0 16 16", class: "gt-btn-icon", "aria-hidden": "true" }, b);
      svg("path", { d }, i);
    };
    icon(button(bar, "first", ""), "M3 3h2v10H3zM13 3v10L6 8z");
    icon(button(bar, "previous", ""), "M12 3v10L5 8z");
    this.moveLabel = html("span", { class: "gt-move-number" }, bar);
    icon(button(bar, "next", ""), "M4 3v10l7-5z");
    icon(button(bar, "last", ""), "M3 3v10l7-5zM11 3h2v10h-2z");
    // the continuations to choose from (view mode, a node with several): one button each
    this.variationBar = html("div", { class: "gt-bar gt-variations", role: "group",
      hidden: "" }, c);
    this.on(this.variationBar, "click", (e) => {
      const b = e.target.closest("button[data-index]");
      if (b) this.send({ type: "navigate", to: "variation", index: Number(b.dataset.index) });
    });
    this.countOffer = html("div", { class: "gt-count-offer", hidden: "" }, c);
    this.countText = html("span", { class: "gt-count-text" }, this.countOffer);
    const countButton = html("button", { type: "button", class: "gt-btn gt-btn-count-score",
      "data-action": "count-score" }, this.countOffer, "Count the score");
    this.buttons["count-score"] = countButton;
    this.on(countButton, "click", () => this.send({ type: "set-mode", mode: "score" }));
    const play = html("div", { class: "gt-bar gt-play-bar" }, c);
    this.playBar = play;
    button(play, "pass", "Pass");
    button(play, "undo", "Undo");
    button(play, "redo", "Redo");
    // setup tools
    const setup = html("div", { class: "gt-bar gt-setup-bar", role: "radiogroup" }, c);
    this.setupBar = setup;
    this.toolButtons = {};
    for (const tool of ["B", "W", "empty"]) {
      const b = html("button", { type: "button", class: "gt-btn gt-tool", "data-tool": tool,
        role: "radio" }, setup);
      this.toolButtons[tool] = b;
      this.on(b, "click", () => { this.setupTool = tool; this.update(); });
    }
    // who plays when the setup is done: two buttons, the chosen one pressed
    this.toMoveButtons = {};
    const side = html("span", { class: "gt-bar gt-to-move-choice" }, setup);
    for (const color of ["B", "W"]) {
      const b = html("button", { type: "button", class: "gt-btn gt-set-to-move",
        "data-action": "set-to-move", "data-color": color }, side);
      this.toMoveButtons[color] = b;
      this.on(b, "click", () => {
        if (this.s.to_move !== color) this.send({ type: "set-to-move", color });
      });
    }
    // score
    const score = html("div", { class: "gt-bar gt-score-bar" }, c);
    this.scoreBar = score;
    button(score, "suggest-dead", "Suggest");
    // mode and overlays
    const opts = html("div", { class: "gt-bar gt-options" }, c);
    this.optionsBar = opts;
    // the Mode list has its name in view, not only in its ARIA name
    this.modeLabel = html("label", { class: "gt-mode-label" }, opts);
    this.modeLabelText = html("span", { class: "gt-mode-label-text" }, this.modeLabel, "Mode");
    this.modeSelect = html("select", { class: "gt-mode-select" }, this.modeLabel);
    for (const m of ["play", "setup", "score", "view"]) {
      html("option", { value: m }, this.modeSelect, m);
    }
    this.on(this.modeSelect, "change", () => {
      this.send({ type: "set-mode", mode: this.modeSelect.value });
    });
    // the languages, each in its own name; Python checks the choice and switches
    this.languageSelect = html("select", { class: "gt-language-select" }, opts);
    this.on(this.languageSelect, "change", () => {
      this.send({ type: "set-language", language: this.languageSelect.value });
    });
    const details = html("details", { class: "gt-overlays" }, opts);
    this.overlayDetails = details;
    this.overlaySummary = html("summary", {}, details, "Show");
    this.overlayBoxes = {};
    for (const name of OVERLAY_NAMES) {
      const label = html("label", { class: "gt-overlay" }, details);
      const box = html("input", { type: "checkbox", "data-overlay": name }, label);
      const span = html("span", {}, label);
      this.overlayBoxes[name] = [box, span];
      this.on(box, "change", () => this.send({ type: "overlay", name, on: box.checked }));
    }
  }

  // ------------------------------------------------------------ update from the model
  update() {
    const t0 = performance.now();
    const s = this.state();
    this.s = s;
    const size = s.size;
    this.box = cropBox(s.crop, size);
    this.vb = viewBox(this.box, s.show_coordinates);
    // the points (cells, stones) change with the size and the crop; the frame (view
    // box, wood, grid, coordinates) also with the coordinates switched on or off
    const pointsKey = [size, JSON.stringify(s.crop)].join("|");
    const key = [pointsKey, s.show_coordinates].join("|");
    if (key !== this.staticKey) {
      this.staticKey = key;
      this.buildStatic();
    }
    if (pointsKey !== this.pointsKey) {
      this.pointsKey = pointsKey;
      this.buildPoints();
    }
    const r = this.root;
    r.dataset.mode = s.mode;
    r.dataset.toMove = s.to_move;
    r.dataset.result = s.result || "";
    r.dataset.version = String(s.version);
    r.dataset.size = String(size);
    r.dataset.theme = s.theme;
    r.dataset.contrast = s.high_contrast ? "high" : "normal";
    r.dataset.presentation = s.presentation ? "true" : "false";
    r.style.maxWidth = `${s.max_width}px`;
    this.svg.setAttribute("aria-label", this.t("board"));
    this.svg.setAttribute("aria-roledescription", this.t("board_role"));
    this.chainOf = new Int32Array(size * size).fill(-1);
    (s.chains || []).forEach((ch, i) => { for (const p of ch.stones) this.chainOf[p] = i; });
    this.deadSet = new Set((s.dead || []).map((v) => parseVertex(v, size)));
    if (this.cursor >= size * size || (this.cursor >= 0 && !this.inBox(this.cursor))) {
      this.cursor = -1;
    }
    // Python's answer to the click drawn at once: its state replaces the stone put down
    // in advance (kept, or taken back with the reason on the message line)
    if (this.pending && this.pending.version !== s.version) this.clearPending();
    this.drawStones();
    this.drawTerritory();
    this.drawMarks();
    this.drawHover();
    this.drawCursor();
    this.updateLabels();
    this.updatePanels();
    this.fitHeight();
    this.lastRenderMs = performance.now() - t0;
    r.dataset.renderMs = this.lastRenderMs.toFixed(2);
  }

  buildStatic() {
    const { size } = this.s;
    const box = this.box;
    const vb = this.vb;
    const L = this.layers;
    for (const k of ["board", "grid"]) L[k].replaceChildren();
    this.svg.setAttribute("viewBox", `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
    // the frame's size comes from its width and this ratio, never from what the board
    // draws (CSS size containment): a redraw lays out the board alone, not the notebook
    this.frame.style.aspectRatio = `${vb.w} / ${vb.h}`;
    // an exercise keeps its question, board and buttons on one screen: the CSS caps
    // the board's height, and so its width by this ratio
    this.root.style.setProperty("--gt-ratio", String(vb.w / vb.h));
    svg("rect", { class: "gt-board", x: vb.x, y: vb.y, width: vb.w, height: vb.h, rx: 0.15 },
      L.board);
    svg("rect", { class: "gt-board-grain", x: vb.x, y: vb.y, width: vb.w, height: vb.h,
      rx: 0.15, fill: `url(#${this.uid}-wood)` }, L.board);
    // grid: open (extended) where the crop cuts the board
    const x0 = box.left - (box.left > 0 ? OPEN_EDGE : 0);
    const x1 = box.right + (box.right < size - 1 ? OPEN_EDGE : 0);
    const y0 = box.top - (box.top > 0 ? OPEN_EDGE : 0);
    const y1 = box.bottom + (box.bottom < size - 1 ? OPEN_EDGE : 0);
    let d = "";
    for (let y = box.top; y <= box.bottom; y++) d += `M${x0} ${y}H${x1}`;
    for (let x = box.left; x <= box.right; x++) d += `M${x} ${y0}V${y1}`;
    svg("path", { class: "gt-grid", d }, L.grid);
    // the board's edge lines are drawn a little heavier
    let e = "";
    if (box.top === 0) e += `M${x0} 0H${x1}`;
    if (box.bottom === size - 1) e += `M${x0} ${size - 1}H${x1}`;
    if (box.left === 0) e += `M0 ${y0}V${y1}`;
    if (box.right === size - 1) e += `M${size - 1} ${y0}V${y1}`;
    if (e) svg("path", { class: "gt-edge", d: e }, L.grid);
    for (const p of starPoints(size)) {
      const { x, y } = pointToXY(p, size);
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) {
        svg("circle", { class: "gt-star", cx: x, cy: y, r: size >= 13 ? 0.11 : 0.1 }, L.grid);
      }
    }
    if (this.s.show_coordinates) {
      const { columns, rows } = coordinateLabels(size, box);
      const off = MARGIN_COORDS * 0.64;
      for (const { x, text } of columns) {
        for (const y of [box.top - off, box.bottom + off]) {
          svg("text", { class: "gt-coord", x, y }, L.grid).textContent = text;
        }
      }
      for (const { y, text } of rows) {
        for (const x of [box.left - off, box.right + off]) {
          svg("text", { class: "gt-coord", x, y }, L.grid).textContent = text;
        }
      }
    }
  }

  /** Makes the hit cells (the grid's gridcells) of the visible points and empties the
   * layers drawn per point. */
  buildPoints() {
    const { size } = this.s;
    const box = this.box;
    const L = this.layers;
    for (const k of ["shadows", "stones", "cells", "marks"]) L[k].replaceChildren();
    L.marks.gtItems = null;
    this.marksKey = this.territoryKey = "";
    // stones (one circle per point, filled in by drawStones) and the hit cells
    this.stoneEls = new Array(size * size).fill(null);
    this.cellEls = new Array(size * size).fill(null);
    this.prevStones = "";
    this.prevLabels = new Array(size * size).fill("");
    // markup parsed in one go is several times faster than node-by-node creation
    let cells = "";
    for (let y = box.top; y <= box.bottom; y++) {
      cells += '<g role="row">';
      for (let x = box.left; x <= box.right; x++) {
        const p = y * size + x;
        const v = vertexName(p, size);
        cells += `<rect class="gt-cell" x="${x - 0.5}" y="${y - 0.5}" width="1" height="1" ` +
          `role="gridcell" id="${this.uid}-${v}" data-vertex="${v}" data-point="${p}"/>`;
      }
      cells += "</g>";
    }
    L.cells.innerHTML = cells;
    for (const cell of L.cells.querySelectorAll(".gt-cell")) {
      this.cellEls[Number(cell.dataset.point)] = cell;
    }
  }

  /** Returns the markup of one stone: a single circle filled with this board's
   * gradient for its colour (the shadows are drawn apart, see drawShadows). */
  stoneMarkup(p, c, dead) {
    const size = this.s.size;
    const name = c === "B" ? "black" : "white";
    return `<circle class="gt-stone gt-stone-body gt-stone-${name}${dead ? " gt-dead" : ""}" ` +
      `data-color="${c}" data-point="${p}" data-vertex="${vertexName(p, size)}" ` +
      `cx="${p % size}" cy="${Math.floor(p / size)}" r="0.475" fill="url(#${this.uid}-${name})"/>`;
  }

  /** Draws the shadows of every visible stone as one path (a few nodes, whatever the
   * number of stones): the dead stones' lighter, in a second path. */
  drawShadows() {
    const { size, stones } = this.s;
    const box = this.box;
    const r = 0.47;
    let alive = "";
    let dead = "";
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) {
        const p = y * size + x;
        const c = stones[p];
        if (c !== "B" && c !== "W") continue;
        const arc = `M${x + 0.05 - r} ${y + 0.07}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${
          -2 * r} 0`;
        if (this.deadSet.has(p)) dead += arc;
        else alive += arc;
      }
    }
    this.layers.shadows.innerHTML = `<path class="gt-shadow" d="${alive}"/>` +
      (dead ? `<path class="gt-shadow gt-shadow-dead" d="${dead}"/>` : "");
  }

  /** Draws the stones: after a rebuild the whole layer in one piece of markup; then
   * only the points that changed, each by reusing the circle of a stone that went (its
   * attributes set again) or, if none is left, by a new circle. */
  drawStones() {
    const { size, stones } = this.s;
    const L = this.layers.stones;
    const prev = this.prevStones;
    const box = this.box;
    if (!prev) {
      let markup = "";
      for (let y = box.top; y <= box.bottom; y++) {
        for (let x = box.left; x <= box.right; x++) {
          const p = y * size + x;
          const c = stones[p];
          if (c === "B" || c === "W") markup += this.stoneMarkup(p, c, this.deadSet.has(p));
        }
      }
      this.stoneEls.fill(null);
      L.innerHTML = markup;
      for (const g of L.children) this.stoneEls[Number(g.dataset.point)] = g;
      this.prevStones = stones;
      this.drawShadows();
      return;
    }
    const changed = [];
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) {
        const p = y * size + x;
        const g = this.stoneEls[p];
        if ((stones[p] || ".") !== (prev[p] || ".")
            || (g && g.classList.contains("gt-dead") !== this.deadSet.has(p))) {
          changed.push(p);
        }
      }
    }
    if (changed.length === 0) return;
    this.prevStones = stones;
    this.drawShadows();
    const spare = [];
    for (const p of changed) {
      if (this.stoneEls[p]) spare.push(this.stoneEls[p]);
      this.stoneEls[p] = null;
    }
    let markup = "";
    const made = [];
    for (const p of changed) {
      const c = stones[p];
      if (c !== "B" && c !== "W") continue;
      const dead = this.deadSet.has(p);
      const el = spare.pop();
      if (!el) {
        markup += this.stoneMarkup(p, c, dead);
        made.push(p);
        continue;
      }
      const name = c === "B" ? "black" : "white";
      el.setAttribute("class", `gt-stone gt-stone-body gt-stone-${name}${dead ? " gt-dead" : ""}`);
      el.setAttribute("data-color", c);
      el.setAttribute("data-point", String(p));
      el.setAttribute("data-vertex", vertexName(p, size));
      el.setAttribute("cx", String(p % size));
      el.setAttribute("cy", String(Math.floor(p / size)));
      el.setAttribute("fill", `url(#${this.uid}-${name})`);
      this.stoneEls[p] = el;
    }
    for (const el of spare) el.remove();
    if (markup) {
      L.insertAdjacentHTML("beforeend", markup);
      const all = L.children;
      const first = all.length - made.length;
      made.forEach((p, i) => { this.stoneEls[p] = all[first + i]; });
    }
  }

  drawTerritory() {
    const { size, territory } = this.s;
    const key = `${this.pointsKey}|${territory || ""}`;
    if (key === this.territoryKey) return;
    this.territoryKey = key;
    let markup = "";
    for (let p = 0; territory && p < territory.length; p++) {
      const m = territory[p];
      if ((m !== "d" && m !== "b" && m !== "w") || !this.inBox(p)) continue;
      const x = p % size;
      const y = Math.floor(p / size);
      const v = vertexName(p, size);
      if (m === "d") {
        const r = 0.1;
        markup += `<path class="gt-dame" d="M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${
          y - r}L${x - r} ${y + r}" data-vertex="${v}"/>`;
      } else {
        markup += `<rect class="gt-territory gt-territory-${m}" x="${x - 0.17}" y="${
          y - 0.17}" width="0.34" height="0.34" data-vertex="${v}"/>`;
      }
    }
    this.layers.territory.innerHTML = markup;
  }

  inBox(p) {
    const { x, y } = pointToXY(p, this.s.size);
    const b = this.box;
    return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
  }

  contrastClass(p) {
    const c = this.s.stones[p];
    return c === "B" ? "gt-on-black" : c === "W" ? "gt-on-white" : "gt-on-board";
  }

  /** Draws the atari rings, liberty counts, last move, ko, problem selection, markers
   * and labels: one piece of markup, and only when something they show changed. */
  drawMarks() {
    const s = this.s;
    const { size } = s;
    const key = JSON.stringify([this.pointsKey, s.stones, s.marks, s.last_move, s.ko,
      s.show_ko, s.show_atari, s.show_liberty_counts, s.problem && s.problem.selected]);
    if (key === this.marksKey) return;
    this.marksKey = key;
    const out = [];
    // chains in atari and liberty counts
    for (const ch of s.chains || []) {
      const libs = ch.liberties.length;
      if (s.show_atari && libs === 1) {
        for (const p of ch.stones) {
          if (!this.inBox(p)) continue;
          out.push(`<circle class="gt-atari" cx="${p % size}" cy="${Math.floor(p / size)}" r="0.5"/>`);
        }
      }
      if (s.show_liberty_counts) {
        const p = ch.stones.find((q) => this.inBox(q));
        if (p !== undefined) {
          out.push(`<text class="gt-libcount ${this.contrastClass(p)}${
            libs === 1 ? " gt-libcount-atari" : ""}" x="${p % size}" y="${
            Math.floor(p / size)}">${libs}</text>`);
        }
      }
    }
    // last move
    const last = parseVertex(s.last_move, size);
    if (last >= 0 && this.inBox(last) && !(s.marks && s.marks[s.last_move])) {
      const { x, y } = pointToXY(last, size);
      // with a number on the stone the marker becomes a ring around it
      const ring = s.show_liberty_counts && s.stones[last] !== ".";
      out.push(`<circle class="gt-last-move ${ring ? "gt-last-move-ring" : this.contrastClass(last)}" ` +
        `cx="${x}" cy="${y}" r="${ring ? 0.53 : 0.2}" data-vertex="${esc(s.last_move)}"/>`);
    }
    // ko point
    const ko = parseVertex(s.ko, size);
    if (s.show_ko && ko >= 0 && this.inBox(ko)) {
      const { x, y } = pointToXY(ko, size);
      out.push(`<rect class="gt-ko" x="${x - 0.24}" y="${y - 0.24}" width="0.48" height="0.48" ` +
        `data-vertex="${esc(s.ko)}"/>`);
    }
    // problem selection
    const selected = (s.problem && s.problem.selected) || [];
    for (const v of selected) {
      const p = parseVertex(v, size);
      if (p < 0 || !this.inBox(p)) continue;
      const { x, y } = pointToXY(p, size);
      out.push(`<rect class="gt-selected" x="${x - 0.45}" y="${y - 0.45}" width="0.9" ` +
        `height="0.9" data-vertex="${esc(v)}"/>`);
    }
    // markers and labels
    for (const [p, kind] of markList(s.marks, size)) {
      if (!this.inBox(p)) continue;
      const { x, y } = pointToXY(p, size);
      const label = kind.startsWith("label:");
      const cls = `gt-mark gt-mark-${label ? "label" : esc(kind)} ${this.contrastClass(p)}`;
      const at = `class="${cls}" data-vertex="${vertexName(p, size)}"`;
      if (kind === "triangle") {
        const r = 0.27;
        out.push(`<path ${at} d="M${x} ${y - r}L${x + r * 0.866} ${y + r / 2}L${
          x - r * 0.866} ${y + r / 2}Z"/>`);
      } else if (kind === "square") {
        out.push(`<rect ${at} x="${x - 0.2}" y="${y - 0.2}" width="0.4" height="0.4"/>`);
      } else if (kind === "circle") {
        out.push(`<circle ${at} cx="${x}" cy="${y}" r="0.23"/>`);
      } else if (kind === "cross") {
        const r = 0.2;
        out.push(`<path ${at} d="M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${
          x - r} ${y + r}"/>`);
      } else if (label) {
        const bg = s.stones[p] === "."
          ? `<circle class="gt-label-bg" cx="${x}" cy="${y}" r="0.36"/>` : "";
        out.push(`<g ${at}>${bg}<text class="gt-label-text" x="${x}" y="${y}">${
          esc(kind.slice(6))}</text></g>`);
      }
    }
    this.placeMarkup(this.layers.marks, out);
  }

  /** Makes layer `L` show the elements of `items` (one element's markup each): an
   * element whose markup did not change stays (a click changes a few marks, and the
   * numbers that stay are not laid out again); many changes redraw the layer at once. */
  placeMarkup(L, items) {
    const old = L.gtItems instanceof Map ? L.gtItems : new Map();
    const next = new Map();
    const fresh = [];
    for (const item of items) {
      if (next.has(item)) continue;
      const el = old.get(item);
      if (el) {
        old.delete(item);
        next.set(item, el);
      } else {
        next.set(item, null);
        fresh.push(item);
      }
    }
    if (fresh.length > 24 && fresh.length * 2 > items.length) {
      L.innerHTML = [...next.keys()].join("");
      let i = 0;
      for (const key of next.keys()) next.set(key, L.children[i++]);
    } else {
      for (const el of old.values()) el.remove();
      if (fresh.length) {
        L.insertAdjacentHTML("beforeend", fresh.join(""));
        const added = L.children;
        const first = added.length - fresh.length;
        fresh.forEach((item, i) => next.set(item, added[first + i]));
      }
    }
    L.gtItems = next;
  }

  // ------------------------------------------------------------ hover, ghost, cursor
  onPointerMove(e) {
    const p = Number(e.target.dataset && e.target.dataset.point);
    this.setHover(Number.isInteger(p) && e.target.dataset.point !== undefined ? p : -1);
  }

  setHover(p) {
    if (p === this.hover) return;
    this.hover = p;
    if (p >= 0 && p !== this.pendingTap) this.pendingTap = -1;
    if (p !== this.justActed) this.justActed = -1;
    this.drawHover();
  }

  /** Returns why a move at p is refused ("" if it is not), from Python's state. */
  refusal(p) {
    const s = this.s;
    const v = vertexName(p, s.size);
    if (s.stones[p] && s.stones[p] !== ".") return fill(s.texts.occupied, { vertex: v });
    return (s.illegal && s.illegal[v]) || "";
  }

  drawHover() {
    const s = this.s;
    const G = this.layers.ghost;
    const H = this.layers.hover;
    G.replaceChildren();
    H.replaceChildren();
    const keyed = this.keyboard && this.svg === document.activeElement;
    const p = this.hover >= 0 ? this.hover : (keyed ? this.cursor : -1);
    let hint = "";
    let refusedHere = false; // the hint is the reason a move here is refused
    if (p >= 0 && p < s.size * s.size) {
      const { x, y } = pointToXY(p, s.size);
      const v = vertexName(p, s.size);
      const ci = this.chainOf ? this.chainOf[p] : -1;
      if (s.show_liberties && ci >= 0) {
        const ch = s.chains[ci];
        for (const q of ch.liberties) {
          if (!this.inBox(q)) continue;
          const c = pointToXY(q, s.size);
          svg("circle", { class: "gt-liberty", cx: c.x, cy: c.y, r: 0.17,
            "data-vertex": vertexName(q, s.size) }, H);
        }
        for (const q of ch.stones) {
          if (!this.inBox(q)) continue;
          const c = pointToXY(q, s.size);
          svg("circle", { class: "gt-chain-hl", cx: c.x, cy: c.y, r: 0.5 }, H);
        }
        if (!s.show_liberty_counts) {
          // the count on the stone under the pointer (the liberty-count overlay has one)
          svg("text", { class: `gt-libcount gt-hover-count ${this.contrastClass(p)}${
            ch.liberties.length === 1 ? " gt-libcount-atari" : ""}`, x, y },
          H).textContent = String(ch.liberties.length);
        }
      }
      if (ci >= 0) hint = `${v}: ${s.chains[ci].name}`;
      if (this.playsStones()) {
        const why = this.refusal(p);
        if (s.stones[p] === "." && !s.game_over) {
          const color = s.mode === "problem" && s.problem && s.problem.to_play
            ? s.problem.to_play : s.to_move;
          const ghost = svg("g", { class: `gt-ghost gt-ghost-${color === "B" ? "black" : "white"}${
            why ? " gt-ghost-illegal" : ""}`, "data-vertex": v }, G);
          svg("circle", { cx: x, cy: y, r: 0.46 }, ghost);
          if (why) {
            const r = 0.22;
            svg("path", { class: "gt-refused", d: `M${x - r} ${y - r}L${x + r} ${y + r}M${
              x + r} ${y - r}L${x - r} ${y + r}` }, ghost);
          }
        }
        const stone = s.stones[p] !== ".";
        // right after a click the point under the pointer is the one just played (a
        // stone, or a point the answer emptied): no reason pops up over the board
        // until the pointer moves on
        if (why && !(p === this.justActed || (stone && s.show_liberties))) {
          // under the referee rule the click is not refused: the warning says what
          // it costs (a click on a stone is still no move)
          hint = s.referee && !stone ? `${why} ${this.t("referee_loses")}` : why;
          refusedHere = true;
        }
        if (!why && this.pendingTap === p) hint = fill(this.t("tap_again"), { vertex: v });
      } else if (s.mode === "setup") {
        const tool = this.setupTool;
        if (tool !== "empty" && s.stones[p] !== tool) {
          // the stone the click puts (over another colour, it replaces it)
          const ghost = svg("g", { class: `gt-ghost gt-ghost-${tool === "B" ? "black" : "white"}`,
            "data-vertex": v }, G);
          svg("circle", { cx: x, cy: y, r: 0.46 }, ghost);
        } else if (s.stones[p] !== ".") {
          // the click removes this stone
          const r = 0.2;
          svg("path", { class: "gt-erase", "data-vertex": v, d: `M${x - r} ${y - r}L${x + r} ${
            y + r}M${x + r} ${y - r}L${x - r} ${y + r}` }, G);
        }
      }
      if (!hint) hint = v;
      G.setAttribute("data-hint", hint);
    }
    this.hint.textContent = hint;
    this.hint.classList.toggle("gt-hint-refused", refusedHere);
    // the bubble explains empty points only: on a stone the reason is plain to see
    this.placeBubble(refusedHere && s.stones[p] === "." ? p : -1, hint);
  }

  /** Shows `text` in a bubble next to point p (above it, or below near the top edge);
   * p = -1 hides it. The bubble is for the eyes; the hint line and the accessible
   * names carry the same words. */
  placeBubble(p, text) {
    const b = this.bubble;
    if (p < 0) {
      b.hidden = true;
      return;
    }
    const { x, y } = pointToXY(p, this.s.size);
    const vb = this.vb;
    const left = ((x - vb.x) / vb.w) * 100;
    const top = ((y - vb.y) / vb.h) * 100;
    b.textContent = text;
    b.hidden = false;
    b.dataset.vertex = vertexName(p, this.s.size);
    // centred over the point, but kept inside the board
    const frameWidth = b.parentElement.clientWidth;
    const frameHeight = b.parentElement.clientHeight;
    const width = b.offsetWidth;
    const height = b.offsetHeight;
    const centre = (left / 100) * frameWidth;
    const px = Math.max(4, Math.min(frameWidth - width - 4, centre - width / 2));
    b.style.left = `${px}px`;
    // above the point or below it: on the side where it hides fewer stones (above when
    // even, below near the top edge), so the stones the reason is about stay in sight
    const unit = frameHeight / vb.h; // pixels per line
    const gap = 0.6 * unit;
    const py = (top / 100) * frameHeight;
    const hidden = (y0, y1) => {
      let n = 0;
      const { size, stones } = this.s;
      for (let q = 0; q < size * size; q++) {
        if (stones[q] !== "B" && stones[q] !== "W") continue;
        const sx = ((q % size) - vb.x) * unit;
        const sy = (Math.floor(q / size) - vb.y) * unit;
        if (sx + unit / 2 > px && sx - unit / 2 < px + width && sy + unit / 2 > y0
            && sy - unit / 2 < y1) n += 1;
      }
      return n;
    };
    const roomAbove = py - gap - height >= 0;
    const roomBelow = py + gap + height <= frameHeight;
    const above = hidden(py - gap - height, py - gap);
    const under = hidden(py + gap, py + gap + height);
    const below = !roomAbove || (roomBelow && under < above);
    b.classList.toggle("gt-bubble-below", below);
    b.style.top = `${below ? top + (0.6 / vb.h) * 100 : top - (0.6 / vb.h) * 100}%`;
  }

  /** Draws the stone a click plays before Python has answered (the next frame, whatever
   * the kernel's latency), if the state shown says the move is possible: an empty
   * point, no refusal known, the game not over. Python's next state confirms it or
   * takes it back (then the message line says why). */
  placeAtOnce(p) {
    const s = this.s;
    if (!this.playsStones() || s.game_over || this.pending) return;
    if (s.stones[p] !== "." || this.refusal(p)) return;
    const failed = s.mode === "problem" && s.problem && s.problem.status !== "open"
      && !s.problem.can_change;
    if (failed) return; // a solved problem takes no move
    const color = s.mode === "problem" && s.problem && s.problem.to_play
      ? s.problem.to_play : s.to_move;
    const name = color === "B" ? "black" : "white";
    const { x, y } = pointToXY(p, s.size);
    const v = vertexName(p, s.size);
    this.layers.pending.innerHTML = `<circle class="gt-stone-pending gt-stone-${name}" ` +
      `data-vertex="${v}" data-color="${color}" cx="${x}" cy="${y}" r="0.475" ` +
      `fill="url(#${this.uid}-${name})"/>`;
    this.pending = { p, version: s.version };
    this.root.dataset.pending = v;
  }

  clearPending() {
    this.pending = null;
    this.layers.pending.replaceChildren();
    delete this.root.dataset.pending;
  }

  /** True if a click puts a stone of the player to move (play, or a "move" problem). */
  playsStones() {
    const s = this.s;
    if (s.mode === "play") return true;
    const kind = s.problem && s.problem.answer_kind;
    return s.mode === "problem" && (!kind || kind === "move");
  }

  defaultCursor() {
    const s = this.s;
    const last = parseVertex(s.last_move, s.size);
    if (last >= 0 && this.inBox(last)) return last;
    const b = this.box;
    return Math.floor((b.top + b.bottom) / 2) * s.size + Math.floor((b.left + b.right) / 2);
  }

  drawCursor() {
    const C = this.layers.cursor;
    C.replaceChildren();
    const focused = this.svg === document.activeElement;
    if (this.cursor < 0 || !this.cellEls[this.cursor]) {
      this.svg.removeAttribute("aria-activedescendant");
      return;
    }
    this.svg.setAttribute("aria-activedescendant", this.cellEls[this.cursor].id);
    this.root.dataset.cursor = vertexName(this.cursor, this.s.size);
    if (!focused || !this.keyboard || this.s.mode === "view") return;
    const { x, y } = pointToXY(this.cursor, this.s.size);
    svg("rect", { class: "gt-cursor", x: x - 0.48, y: y - 0.48, width: 0.96, height: 0.96,
      rx: 0.12 }, C);
  }

  // ------------------------------------------------------------ accessible names
  pointLabel(p) {
    const s = this.s;
    const v = vertexName(p, s.size);
    const parts = [v];
    const ci = this.chainOf[p];
    if (ci >= 0) {
      parts.push(s.chains[ci].name);
      if (this.deadSet.has(p)) parts.push(this.t("dead_mark"));
    } else {
      parts.push(this.t("empty"));
      const ill = s.illegal && s.illegal[v];
      if (ill) parts.push(ill);
    }
    if (v === s.last_move) parts.push(this.t("last_move_mark"));
    if (v === s.ko && s.show_ko) parts.push(this.t("ko_mark"));
    const terr = s.territory && s.territory[p];
    if (terr === "b") parts.push(this.t("territory_b"));
    else if (terr === "w") parts.push(this.t("territory_w"));
    else if (terr === "d") parts.push(this.t("dame"));
    const mark = s.marks && s.marks[v];
    if (mark) parts.push(mark.startsWith("label:") ? mark.slice(6) : this.t(`mark_${mark}`));
    return parts.join(", ");
  }

  updateLabels() {
    const cells = this.cellEls;
    for (let p = 0; p < cells.length; p++) {
      if (!cells[p]) continue;
      const label = this.pointLabel(p);
      if (label !== this.prevLabels[p]) {
        cells[p].setAttribute("aria-label", label);
        this.prevLabels[p] = label;
      }
    }
  }

  // ------------------------------------------------------------ panels and controls
  updatePanels() {
    const s = this.s;
    const t = (k) => this.t(k);
    const mode = s.mode;
    // caption
    this.caption.textContent = s.comment || "";
    this.caption.hidden = !s.comment;
    // status line: whose turn where a move is expected; the prisoners where they
    // count (play, view, setup, move problems; the score table has them in score mode)
    const question = mode === "problem" && s.problem && s.problem.answer_kind
      && s.problem.answer_kind !== "move";
    const showTurn = mode !== "score" && !question;
    const showPrisoners = mode !== "score" && !question;
    const problemSide = mode === "problem" && s.problem ? s.problem.to_play : "";
    const side = problemSide || s.to_move;
    let turn = s.game_over ? t("game_over") : t("to_move");
    if (problemSide) turn = t(problemSide === "B" ? "black_to_play" : "white_to_play");
    const statusKey = JSON.stringify([showTurn, showPrisoners, turn, side, s.game_over,
      s.captures, t("prisoners"), t("black"), t("white")]);
    if (statusKey !== this.statusKey) {
      this.statusKey = statusKey;
      this.status.replaceChildren();
      this.status.hidden = !showTurn && !showPrisoners;
      const stoneIcon = (c) => html("span", { class: `gt-icon gt-icon-${c}`, "aria-hidden": "true" });
      if (showTurn) {
        const turnEl = html("span", { class: "gt-turn" }, this.status);
        if (!s.game_over || problemSide) turnEl.appendChild(stoneIcon(side === "B" ? "black" : "white"));
        turnEl.appendChild(document.createTextNode(turn));
      }
      if (showPrisoners) {
        const pris = html("span", { class: "gt-prisoners" }, this.status);
        html("span", {}, pris, `${t("prisoners")}:`);
        for (const [c, n] of [["black", s.captures.B ?? 0], ["white", s.captures.W ?? 0]]) {
          const count = html("span", { class: `gt-prisoners-${c}` }, pris);
          count.appendChild(stoneIcon(c));
          count.appendChild(document.createTextNode(String(n)));
        }
        pris.setAttribute("aria-label", `${t("prisoners")}: ${t("black")} ${s.captures.B ?? 0}, ${
          t("white")} ${s.captures.W ?? 0}`);
      }
    }
    // message and live region. In problem mode the verdict sits under the question and
    // its answer controls, above the board: who presses Check sees it without scrolling
    const above = mode === "problem";
    const before = above ? this.problemBox.nextSibling : this.live;
    if (this.messageEl.nextSibling !== before && this.messageEl !== before) {
      this.root.insertBefore(this.messageEl, before);
    }
    this.messageEl.textContent = s.message || "";
    this.messageEl.dataset.kind = s.message_kind || "info";
    if (s.announcements !== this.lastAnnouncement) {
      // a new announcement, even with the same words as the last, is read out
      this.lastAnnouncement = s.announcements;
      this.live.textContent = "";
      this.live.textContent = s.announcement || "";
    }
    this.keysHelp.textContent = mode === "view" ? t("keys_view") : t("keys");
    // buttons
    const B = this.buttons;
    B.first.setAttribute("aria-label", t("first"));
    B.previous.setAttribute("aria-label", t("previous"));
    B.next.setAttribute("aria-label", t("next"));
    B.last.setAttribute("aria-label", t("last"));
    for (const k of ["first", "previous", "next", "last"]) B[k].title = t(k);
    B.first.disabled = B.previous.disabled = !s.can_undo;
    B.next.disabled = B.last.disabled = !s.can_redo;
    // view mode counts steps (nodes: a demonstration's setups and notes too), play moves
    this.moveLabel.textContent = mode === "view" ? t("step_of") : t("move");
    B.pass.textContent = t("pass");
    B.undo.textContent = t("undo");
    B.redo.textContent = t("redo");
    B.pass.disabled = s.game_over;
    B.undo.disabled = !s.can_undo;
    B.redo.disabled = !s.can_redo;
    B["suggest-dead"].textContent = t("suggest_dead");
    const navBar = B.first.parentElement;
    navBar.hidden = mode === "problem" || mode === "score" || mode === "setup";
    this.updateVariations();
    this.playBar.hidden = mode !== "play";
    // after two passes the board offers to count
    const offer = mode === "play" && s.game_over && !s.result;
    this.countOffer.hidden = !offer;
    this.countText.textContent = t("count_offer");
    B["count-score"].textContent = t("count_score");
    this.setupBar.hidden = mode !== "setup";
    this.scoreBar.hidden = mode !== "score";
    // in problem mode only the language may change
    this.optionsBar.hidden = Boolean(s.presentation);
    this.modeLabel.hidden = this.overlayDetails.hidden = mode === "problem";
    this.controls.hidden = !s.show_controls;
    // setup tools
    const toolText = { B: t("stone_black"), W: t("stone_white"), empty: t("erase") };
    for (const [tool, b] of Object.entries(this.toolButtons)) {
      b.textContent = toolText[tool];
      b.setAttribute("aria-checked", String(this.setupTool === tool));
      b.classList.toggle("gt-active", this.setupTool === tool);
    }
    for (const [color, b] of Object.entries(this.toMoveButtons)) {
      b.textContent = t(color === "B" ? "black_to_play" : "white_to_play");
      b.setAttribute("aria-pressed", String(s.to_move === color));
      b.classList.toggle("gt-active", s.to_move === color);
    }
    // mode select and overlays
    for (const opt of this.modeSelect.options) opt.textContent = t(`mode_${opt.value}`);
    this.modeSelect.value = mode;
    this.modeSelect.setAttribute("aria-label", t("mode"));
    this.modeLabelText.textContent = `${t("mode")}:`;
    this.updateLanguages();
    this.overlaySummary.textContent = t("show");
    for (const name of OVERLAY_NAMES) {
      const [box, span] = this.overlayBoxes[name];
      box.checked = Boolean(s[`show_${name}`]);
      span.textContent = t(`ov_${name}`);
    }
    this.updateScore();
    this.updateProblem();
  }

  updateVariations() {
    const s = this.s;
    const bar = this.variationBar;
    const list = Array.isArray(s.variations) ? s.variations : [];
    const key = JSON.stringify([list, s.language]);
    if (key === this.variationsKey) return;
    this.variationsKey = key;
    bar.replaceChildren();
    bar.hidden = list.length < 2;
    if (bar.hidden) return;
    const title = html("span", { class: "gt-variations-title", id: `${this.uid}-vars` }, bar,
      `${this.t("variations")}:`);
    bar.setAttribute("aria-labelledby", title.id);
    list.forEach((v, i) => {
      const b = html("button", { type: "button", class: "gt-btn gt-variation",
        "data-index": String(i) }, bar, String(v.label || ""));
      // the first is the main line; a caption is read as the button's description
      const about = [i === 0 ? this.t("main_line") : "", String(v.comment || "")]
        .filter(Boolean).join(": ");
      if (about) {
        b.title = about;
        b.setAttribute("aria-description", about);
      }
      if (i === 0) b.classList.add("gt-variation-main");
    });
  }

  updateLanguages() {
    const s = this.s;
    const sel = this.languageSelect;
    const list = Array.isArray(s.languages) ? s.languages : [];
    const key = JSON.stringify(list);
    if (key !== this.languagesKey) {
      this.languagesKey = key;
      sel.replaceChildren();
      // each name is in its own language: a screen reader reads it so
      for (const [code, name] of list) html("option", { value: code, lang: code }, sel, name);
    }
    sel.hidden = list.length < 2;
    sel.value = s.language;
    sel.setAttribute("aria-label", this.t("language"));
  }

  updateScore() {
    const s = this.s;
    const box = this.scoreBox;
    const sc = s.score || {};
    // score mode; or a counting exercise once solved: its count line by line
    const breakdown = s.mode === "problem" && Array.isArray(sc.rows) && sc.rows.length > 0;
    box.hidden = s.mode !== "score" && !breakdown;
    if (box.hidden) return;
    const key = JSON.stringify([sc, s.mode, s.language]);
    if (key === this.scoreKey && box.childElementCount) return;
    this.scoreKey = key;
    box.replaceChildren();
    if (breakdown) html("div", { class: "gt-score-title" }, box, sc.title || "");
    else html("div", { class: "gt-score-hint" }, box, this.t("score_hint"));
    if (sc.note) html("div", { class: "gt-score-note" }, box, sc.note);
    if (sc.rows && sc.rows.length) {
      const table = html("table", { class: "gt-score-table" }, box);
      const head = html("tr", {}, html("thead", {}, table));
      html("th", {}, head, "");
      html("th", { scope: "col" }, head, this.t("black"));
      html("th", { scope: "col" }, head, this.t("white"));
      const body = html("tbody", {}, table);
      for (const [label, b, w] of sc.rows) {
        const tr = html("tr", {}, body);
        html("th", { scope: "row" }, tr, label);
        html("td", {}, tr, b);
        html("td", {}, tr, w);
      }
    }
    if (sc.result) {
      html("div", { class: "gt-score-result" }, box, `${this.t("result")}: ${sc.result}`);
    }
  }

  updateProblem() {
    const s = this.s;
    const box = this.problemBox;
    const pr = s.problem || {};
    box.hidden = s.mode !== "problem";
    if (box.hidden) return;
    // rebuild only when the problem state changed (keeps the answer input's text)
    const key = JSON.stringify([pr, s.language]);
    if (key === this.problemKey) return;
    this.problemKey = key;
    // what the student typed stays while the same attempt is open (a hint rebuilds the
    // panel); the answer given stays in view after it was judged (Python keeps it)
    const attempt = JSON.stringify([pr.title, pr.progress, pr.attempts]);
    const old = box.querySelector(".gt-answer-input");
    const typed = old && attempt === this.problemAttempt ? old.value : "";
    this.problemAttempt = attempt;
    const given = typeof pr.answer === "string" ? pr.answer : null;
    box.replaceChildren();
    box.dataset.status = pr.status || "open";
    if (pr.title) html("div", { class: "gt-problem-title" }, box, pr.title);
    const head = html("div", { class: "gt-problem-head" }, box);
    if (pr.progress) html("span", { class: "gt-progress" }, head, pr.progress);
    html("span", { class: "gt-question" }, head, pr.question || "");
    // the answers to choose from get a row of their own (four long answers in Kyrgyz
    // or Russian are wider than a screen): the row of actions under them never wraps
    const choices = pr.answer_kind === "choice"
      ? html("div", { class: "gt-bar gt-choice-bar", role: "group" }, box) : null;
    const bar = html("div", { class: "gt-bar gt-problem-bar" }, box);
    // the buttons' clicks are handled by one listener on the panel (see build)
    const button = (action, label, enabled, parent) => {
      const b = html("button", { type: "button", class: `gt-btn gt-btn-${action}`,
        "data-action": action }, parent || bar, label);
      b.disabled = !enabled;
      return b;
    };
    const open = (pr.status || "open") === "open";
    // after a wrong answer the answer stays open to change: the next click, Check or
    // answer starts a new attempt in Python (no waiting on "Try again")
    const changeable = open || Boolean(pr.can_change);
    // a box to type in: a number, or the score once the dead stones are right ("entry")
    const entry = pr.entry || (pr.answer_kind === "number" ? "number" : "");
    // (once the dead stones are confirmed the score box takes Check's place)
    if (pr.answer_kind === "points" || (pr.answer_kind === "dead" && entry !== "score")) {
      button("check", this.t("check"), changeable);
    }
    if (entry === "number" || entry === "score") {
      const score = entry === "score";
      const label = score ? this.t("score_label") : this.t("answer");
      const id = `${this.uid}-entry`;
      if (score) html("label", { for: id, class: "gt-entry-label" }, bar, `${label}:`);
      const input = html("input", { type: "text", id, size: score ? "12" : "4",
        inputmode: score ? "text" : "decimal", autocomplete: "off",
        class: `gt-answer-input gt-entry-${entry}`, "aria-label": label }, bar);
      if (score) input.placeholder = this.t("score_placeholder");
      input.value = given ?? typed;
      input.readOnly = !changeable;
      button("answer", this.t("answer"), changeable);
      // the box is where the next answer goes: the keyboard lands there
      if (score && changeable && !this.entryFocused) {
        this.entryFocused = true;
        queueMicrotask(() => {
          const here = document.activeElement;
          if (!here || here === document.body || box.contains(here)) input.focus();
        });
      }
    } else if (pr.answer_kind === "choice") {
      for (const [value, label] of pr.choices || []) {
        const b = button("answer", label, changeable, choices);
        b.dataset.value = String(value);
        // the choice given stays marked (pressed) next to the verdict
        const chosen = given !== null && String(value) === given;
        b.setAttribute("aria-pressed", String(chosen));
        b.classList.toggle("gt-active", chosen);
        b.classList.toggle("gt-chosen", chosen);
      }
    }
    if (entry !== "score") this.entryFocused = false;
    // an answer key with a pass in it: passing is one of the answers to choose from
    if (pr.can_pass) button("pass", this.t("pass"), changeable);
    button("hint", this.t("hint"), Boolean(pr.can_hint));
    button("retry", this.t("retry"), Boolean(pr.can_retry));
    // the solution is offered only after a wrong answer
    if (pr.can_solution) button("solution", this.t("show_solution"), true);
    if (pr.can_next !== undefined && (pr.progress || pr.can_next)) {
      button("next-problem", this.t("next_problem"), Boolean(pr.can_next));
    }
    if (pr.summary) html("div", { class: "gt-summary" }, box, pr.summary);
  }

  /** Sends the intent of a problem panel button (an answer carries its value). */
  problemAction(button) {
    if (!button) return;
    const action = button.dataset.action;
    if (action !== "answer") {
      // "next-problem" is named apart from the navigation's "next" button
      this.send({ type: action === "next-problem" ? "next" : action });
      return;
    }
    const input = this.problemBox.querySelector(".gt-answer-input");
    const value = button.dataset.value ?? (input ? input.value.trim() : "");
    this.send({ type: "answer", value });
  }

  // ------------------------------------------------------------ input
  onClick(e) {
    const d = e.target.dataset || {};
    if (d.point === undefined) return;
    const p = Number(d.point);
    const touch = (e.pointerType || this.pointerType) === "touch";
    if (touch && this.s.mode !== "view" && this.pendingTap !== p) {
      // first tap: show the ghost (and any refusal); the second tap plays
      this.hover = p;
      this.pendingTap = p;
      this.drawHover();
      return;
    }
    this.pendingTap = -1;
    this.actAt(p);
  }

  actAt(p) {
    const s = this.s;
    const v = vertexName(p, s.size);
    this.cursor = p;
    this.justActed = p;
    if (s.mode === "play" || s.mode === "problem") {
      this.placeAtOnce(p);
      this.send({ type: "play", vertex: v });
    } else if (s.mode === "setup") {
      let color = this.setupTool;
      if (color !== "empty" && s.stones[p] === color) color = "empty";
      this.send({ type: "set-stone", vertex: v, color });
    } else if (s.mode === "score") {
      this.send({ type: "toggle-dead", vertex: v });
    }
  }

  onAction(action) {
    if (["first", "previous", "next", "last"].includes(action)) {
      this.send({ type: "navigate", to: action });
    } else {
      this.send({ type: action });
    }
  }

  onKey(e) {
    const s = this.s;
    const k = e.key;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    this.keyboard = true;
    let handled = true;
    if (s.mode === "view") {
      if (k === "ArrowRight" || k === "ArrowDown" || k === " " || k === "Enter") {
        this.send({ type: "navigate", to: "next" });
      } else if (k === "ArrowLeft" || k === "ArrowUp") {
        this.send({ type: "navigate", to: "previous" });
      } else if (k === "Home") this.send({ type: "navigate", to: "first" });
      else if (k === "End") this.send({ type: "navigate", to: "last" });
      else handled = false;
    } else if (k.startsWith("Arrow")) {
      if (this.cursor < 0) this.cursor = this.defaultCursor();
      else this.cursor = stepCursor(this.cursor, k, s.size, this.box);
      this.hover = -1;
      this.drawCursor();
      this.drawHover();
    } else if (k === "Enter" || k === " ") {
      if (this.cursor < 0) this.cursor = this.defaultCursor();
      this.actAt(this.cursor);
    } else if ((k === "p" || k === "P") && s.mode === "play") {
      this.send({ type: "pass" });
    } else if (k === "u" || k === "U" || k === "Backspace") {
      this.send({ type: "undo" });
    } else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  }

  destroy() {
    if (this.resizer) this.resizer.disconnect();
    for (const off of this.listeners) off();
    this.listeners = [];
    this.el.replaceChildren();
  }
}

// ---------------------------------------------------------------- anywidget entry

function render({ model, el }) {
  const view = new BoardView(model, el);
  const onChange = () => view.update();
  model.on("change", onChange);
  view.update();
  return () => {
    model.off("change", onChange);
    view.destroy();
  };
}

// anywidget >= 0.9 reads the default export (an object with `render`); a named
// `render` export would make it warn that the old form is deprecated
export { BoardView };
export default { render };
