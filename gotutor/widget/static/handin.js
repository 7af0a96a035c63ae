// gotutor hand-in: a button that asks Python to hand the student's progress in, and
// what happened (handed in, a file to save, or why not). Python decides everything;
// a file to save is offered as a download link (JupyterLite, no class folder).

function el(tag, cls, parent, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

function render({ model, el: host }) {
  const root = el("div", "gt-handin", host);
  let url = null;
  let offered = "";
  const draw = () => {
    const texts = model.get("texts") || {};
    const result = model.get("result") || {};
    root.lang = model.get("language") || "en";
    root.replaceChildren();
    const button = el("button", "gt-hi-button", root,
      result.kind ? texts.again : texts.button);
    button.type = "button";
    button.addEventListener("click", () => {
      button.disabled = true;
      button.textContent = texts.working;
      model.send({ type: "hand_in" });
    });
    el("div", "gt-hi-explain", root, texts.explain);
    if (!result.kind) return;
    const line = el("div", `gt-hi-message gt-hi-${result.kind}`, root, result.message);
    line.setAttribute("role", "status");
    if (result.kind === "download" && result.data) {
      if (url) URL.revokeObjectURL(url);
      url = URL.createObjectURL(new Blob([result.data], { type: "application/json" }));
      const link = el("a", "gt-hi-save", line, texts.save);
      link.href = url;
      link.download = result.filename;
      if (offered !== result.data) { offered = result.data; link.click(); }
    }
  };
  model.on("change", draw);
  draw();
  return () => {
    model.off("change", draw);
    if (url) URL.revokeObjectURL(url);
    root.remove();
  };
}

export default { render };
