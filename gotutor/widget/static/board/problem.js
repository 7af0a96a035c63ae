// gotutor board, problem panel: the question, the answer controls (Check, a number
// or score box, choices, Pass, Hint, Try again, Show solution, Next problem) and
// the intents they send.
//
// The methods below are BoardView's (view.js copies them onto its prototype): `this` is
// the view, with its state `this.s`, its layers and its elements.

import { html } from "./dom.js";

export class ProblemMethods {
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
    // "Next problem" goes on the line of the count ("Solved 2 of 3"), not in the row
    // of actions, which must stay one line at 1280x720 in the longest language
    const hasNext = pr.can_next !== undefined && (pr.progress || pr.can_next);
    if (hasNext || pr.summary) {
      const line = html("div", { class: "gt-bar gt-next-bar" }, box);
      if (hasNext) button("next-problem", this.t("next_problem"), Boolean(pr.can_next), line);
      if (pr.summary) html("span", { class: "gt-summary" }, line, pr.summary);
    }
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
}
