// gotutor board, DOM helpers: making SVG and HTML elements, escaping, unique ids.

export const SVG = "http://www.w3.org/2000/svg";

/** Returns `text` safe inside markup (element text or a quoted attribute). */
export function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svg(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

// controls a student may focus; JupyterLab's single-key notebook shortcuts must not
// fire from them (see the board's svg)
const QUIET = new Set(["button", "select", "summary"]);

export function html(tag, attrs, parent, text) {
  const node = document.createElement(tag);
  if (QUIET.has(tag)) node.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

// Ids in SVG (gradients, cells) must be unique in the whole page, and anywidget may load
// this module once per widget, so a module-level counter would restart: use random ids.
export function newUid() {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `gt${bytes[0].toString(36)}${bytes[1].toString(36)}`;
}
