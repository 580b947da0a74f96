// The scanner's worker (qrscan.js): reads camera frames with jsqr off the page's main thread, where a read
// took 10-40 ms of the thread that draws and takes input.  jsqr (vendor/jsqr.js, a UMD script) sets
// globalThis.jsQR when run as a module.  A message {id, width, height, data} (the pixels' buffer, transferred)
// is answered with {id, text} (null: no code read) or {id, error}.

import "../../vendor/jsqr.js";
import { readFrame } from "./qrread.js";

// This file runs as a worker: its global is a worker's, which the page's type check (DOM) does not know.
/** @type {any} */
const scope = globalThis;
/** @type {import("./qrread.js").QrDecode | undefined} */
const decode = scope.jsQR;

scope.onmessage = (/** @type {MessageEvent} */ event) => {
  const { id, width, height, data } = event.data;
  if (typeof decode !== "function") {
    scope.postMessage({ id, error: "vendor/jsqr.js did not load" });
    return;
  }
  try {
    scope.postMessage({ id, text: readFrame({ width, height, data: new Uint8ClampedArray(data) }, decode) });
  } catch (err) {
    scope.postMessage({ id, error: String(err) });
  }
};
