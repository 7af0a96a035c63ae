// gotutor board, input: what the pointer shows (hover, ghost stone, refusal bubble,
// keyboard cursor, the stone drawn at once on a click) and what a click, a tap or
// a key sends to Python as an intent.
//
// The methods below are BoardView's (view.js copies them onto its prototype): `this` is
// the view, with its state `this.s`, its layers and its elements.

import { vertexName, parseVertex, pointToXY, stepCursor, fill } from "./geometry.js";
import { svg } from "./dom.js";

export class InputMethods {
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
    if (this.stale) { // no kernel: no stone to preview, no reason to give
      this.hint.textContent = "";
      this.placeBubble(-1, "");
      return;
    }
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
    if (this.stale) return this.showStale(); // no kernel: nothing would answer
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
}
