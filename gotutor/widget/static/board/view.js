// gotutor board, the view: one BoardView per rendered widget. It builds the elements
// once, reads the state from the model on every change (`update`) and sends intents
// (`send`). Its drawing, input, text and problem methods live in draw.js, input.js,
// text.js and problem.js and are copied onto its prototype here.

import { parseVertex, cropBox, viewBox } from "./geometry.js";
import { svg, html, newUid } from "./dom.js";
import { STATE_KEYS, OVERLAY_NAMES } from "./protocol.js";
import { DrawMethods } from "./draw.js";
import { InputMethods } from "./input.js";
import { ProblemMethods } from "./problem.js";
import { TextMethods } from "./text.js";

// JupyterLab's bars above and below a notebook at 1280x720 (menu, tabs, tool bar,
// status bar): what an exercise must leave of the window's height
const CHROME = 160;


/** The keys that step through a record from the step buttons as from the board. */
const NAV_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

export class BoardView {
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
    if (this.stale) return this.showStale();
    const version = this.model.get("version");
    const now = performance.now();
    if (this.inFlight === version && now - this.inFlightAt < 2000) return;
    this.inFlight = version;
    this.inFlightAt = now;
    this.model.send({ ...msg, version });
    this.acted = true; // the answer's state brings the board back into view if it grew
  }

  /** After the student's own action: if the board now reaches below the visible part
   * of the page that scrolls it (a verdict or a refutation made it taller), scrolls it
   * up just enough to show its bottom (the last row, the buttons), never past its top. */
  keepInView() {
    const r = this.root.getBoundingClientRect();
    let scroller = this.root.parentElement;
    while (scroller && scroller !== document.body) {
      const y = getComputedStyle(scroller).overflowY;
      if ((y === "auto" || y === "scroll") && scroller.scrollHeight > scroller.clientHeight) break;
      scroller = scroller.parentElement;
    }
    if (!scroller || scroller === document.body) scroller = document.scrollingElement;
    if (!scroller) return;
    const box = scroller === document.scrollingElement
      ? { top: 0, bottom: window.innerHeight } : scroller.getBoundingClientRect();
    const top = Math.max(0, box.top);
    const bottom = Math.min(window.innerHeight, box.bottom);
    const below = r.bottom - bottom;
    if (below <= 1) return;
    const by = Math.min(below, r.top - top);
    if (by > 0) scroller.scrollTop += Math.ceil(by);
  }

  t(key) {
    return (this.s.texts && this.s.texts[key]) || key;
  }

  // ------------------------------------------------------------ build once
  build() {
    const root = html("div", { class: "gt-root" }, this.el);
    this.root = root;
    this.caption = html("div", { class: "gt-caption", hidden: "" }, root);
    // a long comment comes in parts: which one, and the buttons to the others
    this.captionParts = html("div", { class: "gt-bar gt-caption-parts", hidden: "" }, root);
    this.on(this.captionParts, "click", (e) => {
      const b = e.target.closest("button[data-part]");
      if (b && !b.disabled) this.send({ type: "navigate", to: "comment-part", part: Number(b.dataset.part) });
    });
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
    // the offer to continue a saved game: its Redo, under the message that names it
    this.offerBar = html("div", { class: "gt-bar gt-offer-bar", hidden: "" }, root);
    this.offerButton = html("button", { type: "button", class: "gt-btn gt-btn-offer" },
      this.offerBar, "Redo");
    this.on(this.offerButton, "click", () => this.onAction("redo"));
    this.on(this.layers.cells, "pointermove", (e) => this.onPointerMove(e));
    this.on(this.svg, "pointerleave", () => this.setHover(-1));
    this.on(this.layers.cells, "pointerdown", (e) => {
      this.pointerType = e.pointerType;
      this.keyboard = false;
    });
    this.on(this.layers.cells, "click", (e) => this.onClick(e));
    this.on(this.svg, "keydown", (e) => this.onKey(e));
    // a step button pressed keeps the keyboard: the arrows, Home and End step from it
    // too (lesson 00 says so), while Enter and Space still press the button itself
    this.on(this.controls, "keydown", (e) => {
      if (this.s.mode === "view" && e.target.closest(".gt-nav") && NAV_KEYS.has(e.key)) {
        this.onKey(e);
      }
    });
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

  /** In problem, play and view mode, caps the board's width so that the whole board
   * (title, question, answers, verdict or caption, board, the controls under it) fits
   * the window's height less JupyterLab's bars (CHROME): the student sees the question
   * or the step's explanation, the board and the buttons at once. Never under 240 px.
   * In view mode the caption above the board changes at every step: the room kept for
   * it is the most it has taken yet, so the board never grows back and the step
   * buttons under it stay where the student's pointer is. */
  fitHeight() {
    const s = this.s;
    if (!s || !this.vb) return;
    // an exercise, a game (its buttons Pass, Undo, Redo under the board), a
    // demonstration or a game's review (the caption above, the steps under it)
    const fitted = s.mode === "problem" || s.mode === "play" || s.mode === "view";
    if (!fitted || s.presentation || !window.innerHeight) {
      if (this.frame.style.maxWidth) this.frame.style.maxWidth = "";
      return;
    }
    const frame = this.frame.getBoundingClientRect().height;
    let other = this.root.getBoundingClientRect().height - frame;
    if (s.mode === "view") {
      this.viewOther = Math.max(this.viewOther || 0, other);
      other = this.viewOther;
    }
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
      const page = e.target.closest("button[data-first]");
      if (page) this.send({ type: "navigate", to: "variation-page", first: Number(page.dataset.first) });
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
    if (this.acted && s.version !== this.actedAt) {
      this.acted = false;
      this.keepInView();
    }
    this.actedAt = s.version;
    if (this.stale) this.disableControls();
    this.lastRenderMs = performance.now() - t0;
    r.dataset.renderMs = this.lastRenderMs.toFixed(2);
  }

  // ------------------------------------------------------------ a kernel behind it?
  /** Follows ipywidgets' `comm_live` of the model behind this view (found by its id,
   * `model_ref`): false after the kernel restarted or stopped (and for a view a front
   * end draws from a notebook's saved widget state, if it restores one). The
   * board then says, in its language, to run its cell, and its controls are disabled:
   * a click would go nowhere. Where the manager cannot tell, nothing changes. */
  async watchLive() {
    const manager = this.model.widget_manager;
    const ref = this.model.get("model_ref");
    if (!ref || !manager || typeof manager.get_model !== "function") return;
    let real;
    try {
      real = await manager.get_model(ref);
    } catch (e) {
      return;
    }
    if (!real || typeof real.comm_live !== "boolean" || typeof real.on !== "function") {
      return;
    }
    const apply = () => this.setLive(real.comm_live);
    real.on("comm_live_update", apply);
    this.listeners.push(() => real.off("comm_live_update", apply));
    apply();
  }

  setLive(live) {
    if (this.stale === !live) return;
    this.stale = !live;
    this.root.dataset.live = live ? "true" : "false";
    if (!this.staleNote) {
      this.staleNote = html("div", { class: "gt-stale-note", role: "status" });
      this.root.prepend(this.staleNote);
    }
    this.staleNote.textContent = this.t("stale");
    this.staleNote.hidden = live;
    if (!live) {
      this.clearPending();
      this.disableControls();
      this.drawHover();
    } else {
      this.update();
    }
  }

  disableControls() {
    for (const c of this.root.querySelectorAll("button, input, select, textarea")) {
      c.disabled = true;
    }
  }

  showStale() {
    if (!this.staleNote) return;
    this.staleNote.classList.remove("gt-flash");
    void this.staleNote.offsetWidth; // restart the animation
    this.staleNote.classList.add("gt-flash");
  }

  destroy() {
    if (this.resizer) this.resizer.disconnect();
    for (const off of this.listeners) off();
    this.listeners = [];
    this.el.replaceChildren();
  }
}

/** Copies the methods of each class in `parts` onto `target`'s prototype (as they are:
 * not enumerable, like the methods written in `target` itself). */
function mixMethods(target, ...parts) {
  for (const part of parts) {
    for (const name of Object.getOwnPropertyNames(part.prototype)) {
      if (name === "constructor") continue;
      Object.defineProperty(target.prototype, name,
        Object.getOwnPropertyDescriptor(part.prototype, name));
    }
  }
}

mixMethods(BoardView, DrawMethods, InputMethods, TextMethods, ProblemMethods);
