// gotutor board, text: the accessible names of the points and the panels around the
// board (caption, turn and prisoners, message line, live region, the controls'
// labels, variations, languages, the score table). Every word comes translated in
// the state's `texts`.
//
// The methods below are BoardView's (view.js copies them onto its prototype): `this` is
// the view, with its state `this.s`, its layers and its elements.

import { vertexName, fill } from "./geometry.js";
import { html } from "./dom.js";
import { OVERLAY_NAMES } from "./protocol.js";

export class TextMethods {
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
    this.updateCaptionParts();
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
    // the offer to continue a saved game carries the button it names, right under it,
    // so the two are seen together wherever the board sits on the screen
    const resume = s.message_kind === "offer" && mode === "play" && s.can_redo && s.message;
    if (this.messageEl.nextSibling !== this.offerBar) this.messageEl.after(this.offerBar);
    this.offerBar.hidden = !resume;
    this.offerButton.textContent = t("redo");
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
    // a step button that goes grey under the keyboard's focus (the last step reached)
    // hands the focus to the board, where the arrows, Home and End go on working
    const focused = ["first", "previous", "next", "last"].find(
      (k) => B[k] === document.activeElement);
    if (focused && B[focused].disabled) this.svg.focus({ preventScroll: true });
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

  /** A comment longer than one part: "Part 2 of 12" and the buttons Back, Read on. */
  updateCaptionParts() {
    const s = this.s;
    const bar = this.captionParts;
    const [part, parts] = Array.isArray(s.comment_part) ? s.comment_part : [];
    const key = JSON.stringify([s.comment_part, s.language]);
    if (key === this.captionPartsKey) return;
    this.captionPartsKey = key;
    bar.replaceChildren();
    bar.hidden = !(parts > 1);
    if (bar.hidden) return;
    const back = html("button", { type: "button", class: "gt-btn gt-part-back",
      "data-part": String(part - 1) }, bar, this.t("read_back"));
    back.disabled = part <= 0;
    html("span", { class: "gt-part-of" }, bar,
      fill(this.t("part_of"), { n: (part + 1).toLocaleString(), total: parts.toLocaleString() }));
    const on = html("button", { type: "button", class: "gt-btn gt-part-on",
      "data-part": String(part + 1) }, bar, this.t("read_on"));
    on.disabled = part + 1 >= parts;
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
    // a page of them (a record may hold a million): each carries its place in the list
    const [first, total] = Array.isArray(s.variation_page) && s.variation_page.length === 2
      ? s.variation_page : [0, list.length];
    const page = (label, to, cls) => {
      const b = html("button", { type: "button", class: `gt-btn ${cls}`,
        "data-first": String(to) }, bar, label);
      return b;
    };
    if (first > 0) page(this.t("previous_variations"), Math.max(0, first - list.length), "gt-page-back");
    list.forEach((v, i) => {
      const index = Number.isInteger(v.index) ? v.index : first + i;
      const b = html("button", { type: "button", class: "gt-btn gt-variation",
        "data-index": String(index) }, bar, String(v.label || ""));
      // the first is the main line; a caption is read as the button's description
      const about = [index === 0 ? this.t("main_line") : "", String(v.comment || "")]
        .filter(Boolean).join(": ");
      if (about) {
        b.title = about;
        b.setAttribute("aria-description", about);
      }
      if (index === 0) b.classList.add("gt-variation-main");
    });
    if (total > list.length) {
      html("span", { class: "gt-variations-shown" }, bar, fill(this.t("variations_shown"), {
        first: (first + 1).toLocaleString(), last: (first + list.length).toLocaleString(),
        total: total.toLocaleString() }));
    }
    if (first + list.length < total) page(this.t("more_variations"), first + list.length, "gt-page-on");
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
}
