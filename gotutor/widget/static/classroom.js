// gotutor class view: the teacher's view of the class's hand-ins. Python reads and
// counts everything and sends every text translated; this module draws the tabs
// (students, exercises, drills, files left out), sorts the grid, asks Python for an
// exercise's heat map and sends hand-in files dropped in (JupyterLite).

function el(tag, cls, parent, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}


function table(parent, columns, rows, sort, onSort, onPick) {
  const t = el("table", "", parent);
  const head = el("tr", "", el("thead", "", t));
  columns.forEach((c, i) => {
    const th = el("th", i === 0 ? "gt-cl-name" : "", head, c.label);
    th.dataset.col = c.id;
    th.setAttribute("aria-sort", sort.col === c.id ? (sort.up ? "ascending" : "descending") : "none");
    th.addEventListener("click", () => onSort(c.id));
  });
  const body = el("tbody", "", t);
  const sorted = rows.slice();
  const col = columns.find((c) => c.id === sort.col);
  if (col) {
    sorted.sort((a, b) => {
      const x = col.value(a), y = col.value(b);
      const r = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return sort.up ? r : -r;
    });
  }
  for (const row of sorted) {
    const tr = el("tr", onPick ? "gt-cl-pick" : "", body);
    columns.forEach((c, i) => {
      const td = el("td", i === 0 ? "gt-cl-name" : (c.cls ? c.cls(row) : ""), tr, c.show(row));
      if (c.title) td.title = c.title(row);
    });
    if (onPick) tr.addEventListener("click", () => onPick(row));
  }
  return t;
}

function render({ model, el: host }) {
  const root = el("div", "gt-class", host);
  const state = { tab: "students", sort: { students: { col: "student", up: true },
    exercises: { col: "missed", up: false }, drills: { col: "concept", up: true } } };
  const draw = () => {
    const T = model.get("texts") || {};
    const view = model.get("view") || {};
    root.lang = model.get("language") || "en";
    root.replaceChildren();
    const tabs = el("div", "gt-cl-tabs", root);
    tabs.setAttribute("role", "tablist");
    for (const id of ["students", "exercises", "drills", "problems"]) {
      const b = el("button", "", tabs, T[id]);
      b.type = "button";
      b.setAttribute("role", "tab");
      b.dataset.tab = id;
      b.setAttribute("aria-selected", String(state.tab === id));
      b.addEventListener("click", () => { state.tab = id; draw(); });
    }
    el("div", "gt-cl-summary", root, view.summary || "");
    const pane = el("div", "gt-cl-pane", root);
    pane.dataset.tab = state.tab;
    const resort = (tab) => (col) => {
      const s = state.sort[tab];
      state.sort[tab] = { col, up: s.col === col ? !s.up : true };
      draw();
    };
    if (state.tab === "students") {
      const cols = [
        { id: "student", label: T.student, value: (r) => r.student,
          show: (r) => r.student + (r.verified ? "" : " *"),
          title: (r) => (r.verified ? r.student : T.unverified) },
        { id: "solved", label: T.solved, value: (r) => r.solved, show: (r) => String(r.solved) },
        { id: "seen", label: T.seen, value: (r) => r.seen, show: (r) => String(r.seen) },
        { id: "tries", label: T.tries, value: (r) => r.tries, show: (r) => String(r.tries) },
        { id: "hints", label: T.hints, value: (r) => r.hints, show: (r) => String(r.hints) },
        { id: "last", label: T.last, value: (r) => r.last, show: (r) => (r.last || "").replace("T", " ").replace("Z", "") },
        { id: "at", label: T.handed, value: (r) => r.at, show: (r) => (r.at || "").replace("T", " ").replace("Z", "") },
      ];
      const hw = view.homework || {};
      if (hw.total) {
        cols.splice(1, 0, { id: "homework", label: `${T.homework} (${hw.total})`,
          value: (r) => r.homework, show: (r) => `${r.homework}/${hw.total}`,
          cls: (r) => (r.homework === hw.total ? "gt-cl-full" : r.homework ? "gt-cl-some" : ""),
          title: () => hw.text });
        el("p", "gt-cl-homework", pane, hw.text);
      }
      for (const lesson of view.lessons || []) {
        const k = String(lesson.number);
        cols.push({ id: `l${k}`, label: String(lesson.number).padStart(2, "0"),
          value: (r) => (r.lessons[k] ? r.lessons[k].solved : 0),
          show: (r) => (r.lessons[k] ? `${r.lessons[k].solved}/${r.lessons[k].total}` : ""),
          cls: (r) => (!r.lessons[k] || !r.lessons[k].solved ? "" : r.lessons[k].solved === r.lessons[k].total ? "gt-cl-full" : "gt-cl-some"),
          title: (r) => (r.lessons[k] ? `${lesson.title}: ${T.solved} ${r.lessons[k].solved}, ${T.seen} ${r.lessons[k].seen}, ${T.tried} ${r.lessons[k].tried}, ${T.tries} ${r.lessons[k].tries}, ${T.hints} ${r.lessons[k].hints}` : lesson.title) });
      }
      const box = el("div", "gt-cl-scroll", pane);
      if (!(view.rows || []).length) el("p", "", box, T.none);
      else table(box, cols, view.rows, state.sort.students, resort("students"));
      el("p", "gt-cl-hint", pane, T.sort);
    } else if (state.tab === "exercises") {
      el("h4", "", pane, T.most_missed);
      const cols = [
        { id: "title", label: T.exercise, value: (r) => r.lesson * 1000 + r.n, show: (r) => r.title },
        { id: "students", label: T.answered, value: (r) => r.students, show: (r) => String(r.students) },
        { id: "missed", label: T.missed, value: (r) => r.missed, show: (r) => String(r.missed) },
        { id: "solved", label: T.solved, value: (r) => r.solved, show: (r) => String(r.solved) },
        { id: "wrong", label: T.wrong, value: (r) => r.wrong, show: (r) => String(r.wrong) },
        { id: "hints", label: T.hints, value: (r) => r.hints, show: (r) => String(r.hints) },
      ];
      const wrap = el("div", "gt-cl-detail", pane);
      const left = el("div", "", wrap);
      if (!(view.missed || []).length) el("p", "", left, T.none);
      else table(left, cols, view.missed, state.sort.exercises, resort("exercises"),
        (r) => model.send({ type: "exercise", key: r.key }));
      const detail = model.get("detail") || {};
      const right = el("div", "gt-cl-heat", wrap);
      if (!detail.key) el("p", "", right, T.pick);
      else {
        right.dataset.key = detail.key;
        el("h4", "", right, detail.title);
        el("p", "", right, detail.question);
        if (detail.svg) {
          const pic = el("div", "gt-cl-board", right);
          pic.innerHTML = detail.svg; // made by gotutor.diagram in Python, not from a file
        }
        const counts = Object.entries(detail.counts || {});
        const list = el("table", "gt-cl-counts", right);
        for (const [answer, n] of counts) {
          const tr = el("tr", "", list);
          el("td", "gt-cl-name", tr, answer);
          el("td", "", tr, String(n));
        }
      }
    } else if (state.tab === "drills") {
      const cols = [
        { id: "concept", label: T.concept, value: (r) => r.concept, show: (r) => r.concept },
        { id: "level", label: T.level, value: (r) => r.level, show: (r) => String(r.level) },
        { id: "students", label: T.students, value: (r) => r.students, show: (r) => String(r.students) },
        { id: "problems", label: T.problems_col, value: (r) => r.problems, show: (r) => String(r.problems) },
        { id: "solved", label: T.solved, value: (r) => r.solved, show: (r) => String(r.solved) },
        { id: "wrong", label: T.wrong, value: (r) => r.wrong, show: (r) => String(r.wrong) },
      ];
      if (!(view.drills || []).length) el("p", "", pane, T.none);
      else table(pane, cols, view.drills, state.sort.drills, resort("drills"));
    } else {
      const probs = view.problems || [];
      if (!probs.length) el("p", "", pane, T.none);
      else {
        const t = el("table", "gt-cl-problem", pane);
        const head = el("tr", "", t);
        el("th", "gt-cl-name", head, T.file);
        el("th", "gt-cl-name", head, T.why);
        for (const p of probs) {
          const tr = el("tr", "", t);
          el("td", "", tr, p.source);
          el("td", "", tr, p.message);
        }
      }
    }
    const add = el("label", "gt-cl-add", root, `${T.drop}: `);
    const input = el("input", "", add);
    input.type = "file";
    input.multiple = true;
    input.accept = ".json,application/json";
    input.addEventListener("change", async () => {
      const files = [];
      for (const f of input.files) files.push({ name: f.name, text: await f.text() });
      if (files.length) model.send({ type: "files", files });
    });
  };
  model.on("change", draw);
  draw();
  return () => { model.off("change", draw); root.remove(); };
}

export default { render };
