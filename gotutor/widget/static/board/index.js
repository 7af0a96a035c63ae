// gotutor board: draws the state Python sends and sends intents back. No rules here:
// legality, captures, chains, liberties and territory all come from Python.
//
// The entry module. anywidget loads ONE module: gotutor/widget/esm.py assembles this file
// and the files it imports (geometry.js, dom.js, protocol.js, draw.js, input.js, text.js,
// problem.js, view.js) into one, with no build step; a browser can also load them as
// they are (tests/browser/stub.html does).

import { BoardView } from "./view.js";

function render({ model, el }) {
  const view = new BoardView(model, el);
  const onChange = () => view.update();
  model.on("change", onChange);
  view.update();
  view.watchLive();
  return () => {
    model.off("change", onChange);
    view.destroy();
  };
}

export {
  LETTERS, vertexName, parseVertex, starPoints, cropBox, viewBox, pixelToPoint, pointToXY,
  coordinateLabels, stepCursor, fill, markList,
} from "./geometry.js";

// anywidget >= 0.9 reads the default export (an object with `render`); a named
// `render` export would make it warn that the old form is deprecated
export { BoardView };
export default { render };
