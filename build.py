"""Build the static site into site/ (run with the .venv python; `./dev build` does that).

    python build.py [--out site]

Layout produced (every URL the page uses is relative, so the site works under any sub-path,
e.g. a GitHub Pages project site):

    site/*.html, *.css, *.js, *.py, pyscript.json, sub-dirs  copied from web/ (not node_modules)
    site/pyscript/                                          @pyscript/core dist (trimmed)
    site/pyodide/pyodide.mjs, pyodide.asm.{mjs,wasm}
    site/pyodide/python_stdlib.zip                          Pyodide's stdlib as .pyc only (tools/bytecode.py),
                                                            only the modules tools/stdlib_modules.txt lists
    site/pyodide/pyodide-lock.json                          lists ONLY the wheels below
    site/pyodide/pygame_rules-*.whl, micropip-*.whl         ours with .pyc beside the sources
    site/vendor/                                            npm packages the page loads as they are (VENDOR)
    site/index.html, embed.html                             with the game list inlined (no wait for Python)
    site/sw.js                                              service worker with this build's files and hashes
    site/lessons/{en,de}/<game>.html                        lesson pages (tools/lessons.py, docs/lessons/)

Bytecode is compiled by Pyodide's own CPython, started under Node from web/node_modules (no network),
deterministically: the same inputs give the same bytes, so the same build id.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import importlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
NODE = WEB / "node_modules"
CACHE = ROOT / ".cache"  # downloaded wheels (gitignored); survives `rm -rf site`

# Files Pyodide 314 fetches at start-up (checked by watching the browser's requests):
# the loader, the Emscripten module, the wasm, the stdlib zip and the lock file (written below).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]

# @pyscript/core dist chunks we leave out: source maps, and what only <py-editor> (codemirror*,
# index-*) or <py-terminal> (xterm*, py-Dl-*/mpy-* terminal bodies) would import() lazily.
# The small plugin entry chunks (py-editor-*, py-terminal-*, py-game-*) ARE kept: core.js
# imports every plugin at boot unless the config disables it with "!name". Unknown new chunks
# are copied (safe default); check_imports() fails the build if a static import would dangle.
# If the UI ever uses <py-editor>/<py-terminal>, drop the matching patterns here.
PYSCRIPT_SKIP = re.compile(r"\.map$|^codemirror|^index-|^xterm|^py-Dl-|^mpy-")

# web/ entries that are build inputs or the page's checks (tests/web/test_page_js.py), not site content.
WEB_SKIP = {"node_modules", "package.json", "package-lock.json", "eslint.config.js", "types", "tests",
            "tsconfig.json", "tsconfig.sw.json"}
WEB_SUFFIXES = {".html", ".css", ".js", ".mjs", ".py", ".toml", ".json", ".svg", ".png", ".ico", ".webmanifest"}

# Pages that get the game list inlined, and the marker build.py replaces with it.
GAMES_MARKER = '<script type="application/json" id="rt-games">[]</script>'
GAMES_PAGES = ["index.html", "embed.html", "join.html"]
# Not precached by the service worker: build leftovers a bench or test may drop in site/.
PRECACHE_SKIP = re.compile(r"^bench-|^\.|/\.")


def run(*cmd: str | Path, quiet: bool = False, **kw) -> None:
    """Run a command; quiet=True hides its chatter unless it fails (setuptools is loud)."""
    print("+", " ".join(map(str, cmd)), flush=True)
    if quiet:
        kw.update(stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    proc = subprocess.run(list(map(str, cmd)), **kw)
    if proc.returncode:
        if quiet:
            print(proc.stdout, file=sys.stderr)
        sys.exit(f"build: command failed ({proc.returncode})")


def build_wheel(dest: Path) -> Path:
    """Standard PEP 517 build of pygame_rules (pure python -> py3-none-any)."""
    # setuptools reuses build/lib between runs and would ship modules deleted from the tree.
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp:
        # --no-isolation: use the venv's setuptools/wheel (dev extra) instead of downloading
        # a fresh build env on every build.
        # -P: don't put the cwd on sys.path, or this very file (build.py) shadows the
        # `build` package and `-m build` runs us again.
        run(sys.executable, "-P", "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp,
            ROOT, cwd=tmp, quiet=True)
        shutil.rmtree(ROOT / "build", ignore_errors=True)
        (whl,) = Path(tmp).glob("pygame_rules-*-py3-none-any.whl")
        return Path(shutil.copy2(whl, dest))


def fetch_micropip(upstream_lock: dict) -> Path:
    """The micropip wheel of the version Pyodide's own lock pins, from PyPI, cached."""
    entry = upstream_lock["packages"]["micropip"]
    # micropip vendors `packaging`; fail loudly if a future version grows real deps.
    assert not entry["depends"], f"micropip now depends on {entry['depends']}: ship them too"
    version = entry["version"]
    cache = CACHE / "wheels"
    found = sorted(cache.glob(f"micropip-{version}-*.whl"))
    if found:
        return found[0]
    cache.mkdir(parents=True, exist_ok=True)
    # micropip >= 0.10 says Requires-Python >= 3.13, so ask pip for Pyodide's Python, not ours.
    py = upstream_lock["info"]["python"]  # e.g. "3.14.2"
    run(sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
        "--no-deps", "--only-binary=:all:", "--python-version", ".".join(py.split(".")[:2]),
        "--dest", cache, f"micropip=={version}")
    (whl,) = cache.glob(f"micropip-{version}-*.whl")
    return whl


def write_lock(upstream_lock: dict, wheels: list[Path], out: Path) -> None:
    """pyodide-lock.json with Pyodide's header but only our wheels (nothing else is shipped,
    so the 350+ upstream entries would just be 404s waiting to happen)."""
    base = dict(upstream_lock, packages={})
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "base-lock.json"
        src.write_text(json.dumps(base))
        # CLI from pyodide-lock[cli] (a `pyodide` plugin); records file_name relative to
        # --base-path and the sha256 Pyodide checks on load.
        run(Path(sys.executable).with_name("pyodide"), "lockfile", "add-wheels",
            "--input", src, "--output", out, "--base-path", out.parent, *wheels)
    names = sorted(json.loads(out.read_text())["packages"])
    print(f"lock: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out} -> {names}")


def precompile(pyodide_out: Path, wheel: Path) -> None:
    """Replace the stdlib zip and our wheel by bytecode-compiled ones (tools/bytecode.py, run in Pyodide
    under Node): Pyodide then imports .pyc instead of compiling every module at each start."""
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy2(pyodide_out / "python_stdlib.zip", Path(tmp) / "stdlib.zip")
        shutil.copy2(wheel, Path(tmp) / "in.whl")
        jobs = [{"kind": "stdlib", "src": "stdlib.zip", "dst": "stdlib.out.zip"},
                {"kind": "wheel", "src": "in.whl", "dst": "out.whl"}]
        node = shutil.which("node") or sys.exit("build: node (20+) is needed to precompile bytecode")
        print("+ node tools/bytecode.mjs (stdlib and wheel to .pyc)", flush=True)
        proc = subprocess.run([node, ROOT / "tools" / "bytecode.mjs", NODE / "pyodide", tmp, json.dumps(jobs)],
                              capture_output=True, text=True)
        if proc.returncode:
            sys.exit(f"build: bytecode compilation failed:\n{proc.stdout}{proc.stderr}")
        for job in json.loads(proc.stdout):
            print(f"bytecode: {job['kind']}: {job['compiled']} modules compiled (magic {job['magic']})")
        shutil.copyfile(Path(tmp) / "stdlib.out.zip", pyodide_out / "python_stdlib.zip")
        shutil.copyfile(Path(tmp) / "out.whl", wheel)


def zip_module(name: str) -> str:
    """The module a stdlib zip entry holds ("json/decoder.pyc" -> "json.decoder", "json/__init__.pyc" ->
    "json"); for any other file, the package of its folder."""
    path = name.removesuffix("/")
    if path.endswith((".py", ".pyc")):
        path = path.rsplit(".", 1)[0].removesuffix("/__init__")
    elif not name.endswith("/"):
        path = path.rpartition("/")[0]
    return path.replace("/", ".")


def trim_stdlib(stdlib: Path, keep: set[str]) -> None:
    """Keep in the stdlib zip only the modules in ``keep`` (and the folders and data files of kept
    packages): the page imports about 150 of Pyodide's 600 (tools/stdlib_trace.py traced them)."""
    with zipfile.ZipFile(stdlib) as zin:
        infos = [i for i in zin.infolist() if zip_module(i.filename) in keep]
        entries = [(i, zin.read(i)) for i in infos]
    with zipfile.ZipFile(stdlib, "w") as out:  # same entries, order and dates: still deterministic
        for info, data in entries:
            out.writestr(info, data, compresslevel=9 if info.compress_type == zipfile.ZIP_DEFLATED else None)
    print(f"stdlib: {len(entries)} entries kept ({len(keep)} modules listed), {stdlib.stat().st_size:,} bytes")


def inline_games(out: Path) -> None:
    """Put the game list (what the home page and the setup form need) into the pages themselves, so
    they show it at once, before Python and without importing any game in the browser."""
    sys.path.insert(0, str(ROOT))  # the repo's pygame_rules, even outside the venv
    registry = importlib.import_module("pygame_rules.registry")
    inline_json(out, GAMES_MARKER, "[]", registry.list_games())


def inline_json(out: Path, marker: str, empty: str, data: object) -> None:
    """Replace ``marker`` (a script element holding ``empty``) in every page of GAMES_PAGES by the same
    element holding ``data`` as JSON; a page must hold the marker exactly once."""
    # "<" escaped: no text in the data can close the script element.
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    for name in GAMES_PAGES:
        page = out / name
        html_text = page.read_text(encoding="utf-8")
        if html_text.count(marker) != 1:
            sys.exit(f"build: {name} must hold the marker {marker} once")
        page.write_text(html_text.replace(marker, marker.replace(empty, text)), encoding="utf-8")


I18N_MARKER = '<script type="application/json" id="rt-i18n">{}</script>'


def inline_catalogues(out: Path) -> None:
    """Both languages' page texts in the pages themselves: the home page shows in the chosen language at
    once, before Python and without a request (web/js/i18n.js reads them; i18n/*.json stay for others)."""
    sys.path.insert(0, str(ROOT))  # the repo's pygame_rules, even outside the venv
    i18n = importlib.import_module("pygame_rules.i18n")
    inline_json(out, I18N_MARKER, "{}", {lang: i18n.page_catalogue(lang) for lang in i18n.LANGS})


# Static module imports (`import ... from "./x.js"` at the top of a module; not import(), which loads later).
STATIC_IMPORT = re.compile(r'^import\s[^;]*?from\s+"(\./[^"]+\.js)"', re.M)
# The same in minified code (PyScript's chunks: `export{...}from"./core-X.js"`, `import"./x.js"`).
CHUNK_IMPORT = re.compile(r'(?:from|import)\s*"(\./[^"]+\.js)"')
PRELOAD_MARKER = "<!-- modulepreload: build.py -->"


def module_graph(entry: Path, imports: re.Pattern[str] = STATIC_IMPORT) -> list[Path]:
    """Every module ``entry`` imports statically, directly or not (entry excluded), in a fixed order.
    ``imports`` finds a module's imports (CHUNK_IMPORT for the minified PyScript chunks)."""
    seen: dict[Path, None] = {}
    todo = [entry]
    while todo:
        module = todo.pop(0)
        for rel in imports.findall(module.read_text(encoding="utf-8")):
            dep = (module.parent / rel).resolve()
            if dep not in seen and dep != entry:
                seen[dep] = None
                todo.append(dep)
    return list(seen)


def preload_modules(out: Path) -> None:
    """index.html names every module its scripts import, so the browser fetches them all at once instead
    of one level of imports after another (about 4 levels, a round trip each, before the home page and
    its previews could be drawn on a slow line)."""
    page = out / "index.html"
    text = page.read_text(encoding="utf-8")
    if text.count(PRELOAD_MARKER) != 1:
        sys.exit(f"build: index.html must hold {PRELOAD_MARKER} once")
    modules: dict[str, None] = {}
    for src in re.findall(r'<script type="module" src="\./([^"]+)"', text):
        for dep in module_graph(out / src):
            modules[dep.relative_to(out.resolve()).as_posix()] = None
    links = "\n  ".join(f'<link rel="modulepreload" href="./{m}">' for m in modules)
    page.write_text(text.replace(PRELOAD_MARKER, links), encoding="utf-8")


RETURN_MARKER = "<!-- PyScript on a returning visit: build.py -->"
RETURN_SCRIPT = """
<script>
    // build.py: PyScript's modules, preloaded when the service worker has them (a returning visit).
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      for (const href of HREFS) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
    }
  </script>
"""


def pyscript_modules(dest: Path) -> list[str]:
    """PyScript's core.js and the chunks it imports statically, as paths from the site's root."""
    core = dest / "core.js"
    return [f"./pyscript/{m.name}" for m in [core, *module_graph(core, CHUNK_IMPORT)]]


def preload_pyscript_when_returning(out: Path) -> None:
    """The pages that start the engine fetch and compile PyScript while they are parsed, on a visit the
    service worker controls: js/engine.js imports it only once the page's modules run, and its evaluation
    then waited behind the home page's first drawing (0.4-0.5 s of a returning player's start, traced).
    A first visit does not: there the runtime's download waits until the page is painted (js/runtime.js)."""
    script = RETURN_SCRIPT.replace("HREFS", json.dumps(pyscript_modules(out / "pyscript"))).strip()
    for name in ("index.html", "embed.html"):
        page = out / name
        text = page.read_text(encoding="utf-8")
        if text.count(RETURN_MARKER) != 1:
            sys.exit(f"build: {name} must hold {RETURN_MARKER} once")
        page.write_text(text.replace(RETURN_MARKER, script), encoding="utf-8")


def write_service_worker(out: Path) -> str:
    """sw.js with this build's file list and SHA-256 hashes; the build id is a hash of that list.
    Returns the build id."""
    files = {}
    for f in sorted(out.rglob("*")):
        rel = f.relative_to(out).as_posix()
        if f.is_file() and rel != "sw.js" and not PRECACHE_SKIP.search(rel):
            files[rel] = hashlib.sha256(f.read_bytes()).hexdigest()
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    sw = out / "sw.js"
    text = (WEB / "sw.js").read_text(encoding="utf-8")
    marker = 'const PRECACHE = { build: "dev", files: {} };'
    if text.count(marker) != 1:
        sys.exit("build: web/sw.js lost its PRECACHE line")
    precache = json.dumps({"build": build, "files": files}, indent=1)
    sw.write_text(text.replace(marker, f"const PRECACHE = {precache};"), encoding="utf-8")
    size = sum((out / f).stat().st_size for f in files)
    print(f"service worker: build {build}, {len(files)} files, {size / 2**20:.1f} MiB")
    return build


RUNTIME_MARKER = 'const RUNTIME = "dev";'
RUNTIME_STAMPED = re.compile(r'const RUNTIME = "[0-9a-z]+";')


def stamp_runtime(out: Path) -> str:
    """pyodide-snapshot.js learns which interpreter this build starts: a hash of Pyodide's files, our wheel,
    the lock, worker.py and the scripts that start Python.  It keys the stored memory snapshot by it, so a
    build with other Python never starts from a snapshot of the one before.  A stamped file is stamped
    again (the browser tests' second deploy).  Returns the id."""
    stamped = out / "pyodide-snapshot.js"
    text = RUNTIME_STAMPED.sub(RUNTIME_MARKER, stamped.read_text(encoding="utf-8"))
    if text.count(RUNTIME_MARKER) != 1:
        sys.exit(f"build: web/pyodide-snapshot.js must hold {RUNTIME_MARKER} once")
    digest = hashlib.sha256(text.encode())
    starters = [out / name for name in ("worker.py", "pyodide-loader.js", "snapshot-worker.js")]
    for f in [*sorted((out / "pyodide").iterdir()), *starters]:
        digest.update(f.name.encode() + b"\0" + hashlib.sha256(f.read_bytes()).digest())
    runtime = digest.hexdigest()[:16]
    stamped.write_text(text.replace(RUNTIME_MARKER, f'const RUNTIME = "{runtime}";'), encoding="utf-8")
    return runtime


def copy_pyscript(dest: Path) -> None:
    src = NODE / "@pyscript" / "core" / "dist"
    dest.mkdir(parents=True)
    for f in sorted(src.iterdir()):
        if f.is_file() and not PYSCRIPT_SKIP.search(f.name):
            shutil.copy2(f, dest / f.name)
    check_imports(dest)


def check_imports(dest: Path) -> None:
    """Every static `import ... from "./x.js"` in the copied chunks must resolve locally."""
    static = re.compile(r'(?:from|import)\s*"(\./[^"]+)"')
    missing = {(f.name, m) for f in dest.glob("*.js")
               for m in static.findall(f.read_text(encoding="utf-8"))
               if not (dest / m).exists()}
    if missing:
        sys.exit(f"build: pyscript chunks import files we skipped: {sorted(missing)}")


def copy_web(out: Path) -> None:
    for f in sorted(WEB.iterdir()):
        if f.name in WEB_SKIP or f.name.startswith("."):
            continue
        if f.is_dir():
            shutil.copytree(f, out / f.name)
        elif f.suffix in WEB_SUFFIXES:
            shutil.copy2(f, out / f.name)


# npm packages the page loads as they are (pinned in web/package.json), copied with their licence.
VENDOR = {
    "uqr.mjs": ("uqr", "dist/index.mjs"),  # QR codes of the invites (js/net/qr.js)
    "jsqr.js": ("jsqr", "dist/jsQR.js"),  # reading the answer's QR code where the browser cannot (js/net/qrscan.js)
}


def copy_vendor(dest: Path) -> None:
    """The vendored modules into site/vendor/: served from the site's own files, never from a CDN."""
    dest.mkdir(parents=True, exist_ok=True)
    for name, (package, path) in VENDOR.items():
        shutil.copy2(NODE / package / path, dest / name)
        shutil.copy2(NODE / package / "LICENSE", dest / f"{Path(name).stem}.LICENSE.txt")


def copy_catalogues(dest: Path) -> None:
    """The language catalogues of pygame_rules/i18n as JSON (key -> template), for scripts that read the
    site's words without Python; the page itself gets its share inline (inline_catalogues)."""
    dest.mkdir(parents=True, exist_ok=True)
    i18n = importlib.import_module("pygame_rules.i18n")
    for lang in i18n.LANGS:
        text = json.dumps(i18n.catalogue(lang), ensure_ascii=False, indent=1, sort_keys=True)
        (dest / f"{lang}.json").write_text(text + "\n", encoding="utf-8")


def prerender(out: Path) -> None:
    """Board previews and rules pages, rendered by the repo's engine (tools/pages.py)."""
    sys.path.insert(0, str(ROOT))  # the repo's pygame_rules and tools, even outside the venv
    pages = importlib.import_module("tools.pages")
    for path in pages.write_pages(out):
        print(f"prerender: {path.relative_to(out)}")
    # Lesson pages per game and language, from docs/lessons/ (tools/lessons.py checks every board).
    for path in importlib.import_module("tools.lessons").write_lessons(out):
        print(f"prerender: {path.relative_to(out)}")


def build_site(out: Path) -> None:
    pyodide_out = out / "pyodide"
    pyodide_out.mkdir(parents=True)
    upstream_lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text())
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, pyodide_out / name)

    wheel = build_wheel(pyodide_out)
    precompile(pyodide_out, wheel)
    trim_stdlib(pyodide_out / "python_stdlib.zip", importlib.import_module("tools.stdlib_trace").read_list())
    wheels = [wheel, shutil.copy2(fetch_micropip(upstream_lock), pyodide_out)]
    write_lock(upstream_lock, [Path(w) for w in wheels], pyodide_out / "pyodide-lock.json")
    copy_pyscript(out / "pyscript")
    copy_web(out)
    copy_vendor(out / "vendor")
    stamp_runtime(out)
    copy_catalogues(out / "i18n")
    inline_games(out)
    inline_catalogues(out)
    preload_modules(out)
    preload_pyscript_when_returning(out)
    prerender(out)
    write_service_worker(out)  # last: it hashes every file


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description="Build the static site.")
    ap.add_argument("--out", default="site", type=Path)
    out = ap.parse_args(argv).out.resolve()
    if not (NODE / "pyodide" / "pyodide-lock.json").exists():
        sys.exit("build: web/node_modules missing; run `./dev build` (it runs npm ci)")

    # Several people (or a test run and `./dev serve`) share one work tree: serialize builds,
    # and build beside `out` then swap it in, so a server never sees a half-empty site/.
    CACHE.mkdir(exist_ok=True)
    with open(CACHE / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        tmp = out.with_name(f".{out.name}.building")
        old = out.with_name(f".{out.name}.old")
        for d in (tmp, old):
            shutil.rmtree(d, ignore_errors=True)
        build_site(tmp)
        if out.exists():
            out.rename(old)
        tmp.rename(out)
        shutil.rmtree(old, ignore_errors=True)
    print(f"build: wrote {out}")


if __name__ == "__main__":
    main()
