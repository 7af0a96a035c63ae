// gotutor board, drawing: the wood, grid and coordinates, the stones and their
// shadows, the territory, and the marks over the stones. Each layer is redrawn
// only when what it shows changed.
//
// The methods below are BoardView's (view.js copies them onto its prototype): `this` is
// the view, with its state `this.s`, its layers and its elements.

import {
  MARGIN_COORDS, OPEN_EDGE, vertexName, parseVertex, starPoints, pointToXY, coordinateLabels,
  markList,
} from "./geometry.js";
import { esc, svg } from "./dom.js";

export class DrawMethods {
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
}
