// Starts the Python runtime (PyScript, then Pyodide: about 5 MB over the wire) once the home page is
// painted, previews included, so that its download does not compete with the page the visitor came
// for (issue 23: preloaded at high priority from the <head>, the runtime held the previews back for
// seconds on a first visit).  "Painted" is the window's load event (every preview image is in) and
// the frame after it.  Then the runtime's files are all asked for at once, as the <head> preloads
// did before: Pyodide's loader, its wasm, the standard library and the lock file would otherwise be
// fetched one after the other as each step asks for the next.

const PRELOADS = [
  ["modulepreload", "../pyodide/pyodide.mjs"],
  ["modulepreload", "../pyodide/pyodide.asm.mjs"],
  ["preload", "../pyodide/pyodide.asm.wasm"],
  ["preload", "../pyodide/python_stdlib.zip"],
  ["preload", "../pyodide/pyodide-lock.json"],
];

function start() {
  for (const [rel, path] of PRELOADS) {
    const link = document.createElement("link");
    link.rel = rel;
    if (rel === "preload") {
      // The same request Pyodide makes (fetch, CORS mode): anything else would be fetched twice.
      link.as = "fetch";
      link.crossOrigin = "anonymous";
    }
    link.href = new URL(path, import.meta.url).href;
    document.head.append(link);
  }
  // PyScript finds the page's <script type="py"> when it loads, whenever that is.
  return import("../pyscript/core.js");
}

const painted = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === "complete") painted();
else addEventListener("load", painted, { once: true });
