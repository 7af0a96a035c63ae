// gotutor progress card: the saved progress of a lesson (or of every lesson), as Python
// reads it. Python keeps it up to date (a solve on a board of the same notebook at once,
// one in another notebook by watching the progress file); where Python has no threads
// (Pyodide) it sets `poll_ms` and the page asks it to read again that often while the
// page is visible.

function el(tag, cls, parent, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

function draw(model, root) {
  const rows = model.get("rows") || [];
  const words = model.get("words") || {};
  root.lang = model.get("language") || "en";
  root.replaceChildren();
  const many = rows.length > 1;
  for (const row of rows) {
    const line = el("div", "gt-pc-row", root);
    line.dataset.done = String(row.done);
    line.dataset.total = String(row.total);
    const head = el("div", "gt-pc-head", line);
    const title = many ? `${String(row.number).padStart(2, "0")} ${row.title}` : row.title;
    el("strong", "gt-pc-title", head, title);
    head.appendChild(document.createTextNode(": "));
    el("span", "gt-pc-summary", head, row.summary);
    const dots = el("div", "gt-pc-dots", line);
    dots.setAttribute("role", "img");
    dots.setAttribute("aria-label", row.summary);
    for (const status of row.statuses || []) {
      const dot = el("span", `gt-pc-dot gt-pc-${status.replace(/ /g, "-")}`, dots);
      dot.title = words[status] || status;
    }
    const bar = el("progress", "gt-pc-bar", line);
    bar.max = Math.max(1, row.total);
    bar.value = row.done;
    bar.setAttribute("aria-label", row.summary);
  }
}

function render({ model, el: host }) {
  const root = el("div", "gt-progress-card", host);
  const redraw = () => draw(model, root);
  model.on("change", redraw);
  redraw();
  const every = Number(model.get("poll_ms")) || 0;
  const timer = every > 0 ? setInterval(() => {
    if (document.visibilityState === "visible" && host.isConnected) {
      model.send({ type: "refresh" });
    }
  }, every) : null;
  return () => {
    if (timer) clearInterval(timer);
    model.off("change", redraw);
    root.remove();
  };
}

export default { render };
