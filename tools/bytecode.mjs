// Build-time bytecode compiler: starts Pyodide (from web/node_modules) under Node and runs
// tools/bytecode.py in it, so .pyc files match the CPython the page runs.  No network.
//
//   node tools/bytecode.mjs <pyodide dir> <work dir> '<jobs json>'
// The work dir is mounted at /work in Pyodide; job paths are relative to it.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, workDir, jobs] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + path.sep, stdout: () => {}, stderr: console.error });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(workDir) }, "/work");
const here = path.dirname(fileURLToPath(import.meta.url));
const module = py.runPython(readFileSync(path.join(here, "bytecode.py"), "utf8") + "\nmain", {
  globals: py.toPy({ __name__: "bytecode" }),
});
const absolute = JSON.parse(jobs).map((j) => ({ ...j, src: `/work/${j.src}`, dst: `/work/${j.dst}` }));
process.stdout.write(module(JSON.stringify(absolute)) + "\n");
