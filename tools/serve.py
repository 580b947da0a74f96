"""Tiny static server for site/ (used by `./dev serve` and by the e2e tests).

Why not plain `python -m http.server`: its MIME table comes from the OS (/etc/mime.types)
and may lack .mjs/.wasm; browsers refuse ES modules not served as JavaScript and
WebAssembly.instantiateStreaming needs application/wasm. We also send `no-cache` so a
rebuilt wheel is never served stale from the browser cache while developing, and can mount
the site under a sub-path (like a GitHub Pages project site) to prove all URLs are relative.

--gzip compresses what a static host compresses (GitHub Pages: text, JSON, JavaScript, wasm; not
zip archives or wheels, which are compressed already) when the browser accepts it, as
benchmarks/lighthouse.py measures a first visit over a real host.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os
import posixpath
import sys

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".py": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
}


# What --gzip compresses (by the type sent): already-compressed formats gain nothing.
GZIP_TYPES = ("text/", "application/javascript", "application/json", "application/wasm", "image/svg+xml",
              "application/manifest+json")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    prefix = "/"  # URL path the directory is mounted at; always ends with "/"
    quiet = False
    gzip = False

    def _strip_prefix(self) -> bool:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if self.prefix != "/" and path == self.prefix.rstrip("/"):
            self.send_response(301)  # /sub -> /sub/ so relative URLs resolve like on Pages
            self.send_header("Location", self.prefix)
            self.end_headers()
            return False
        if not path.startswith(self.prefix):
            self.send_error(404)
            return False
        self.path = "/" + self.path[len(self.prefix):]
        return True

    def do_GET(self):
        if self._strip_prefix():
            super().do_GET()

    def do_HEAD(self):
        if self._strip_prefix():
            super().do_HEAD()

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        """As the base class, but a compressible file goes out gzipped (level 6, each request
        afresh: this is a development server) when --gzip is on and the client accepts it."""
        if not self.gzip or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            # A folder's index page, as a static host serves it: compressed like any page (the home
            # page is the first request of every visit).
            path = os.path.join(path, "index.html")
        ctype = self.guess_type(path)
        if os.path.isdir(path) or not os.path.isfile(path) or not ctype.startswith(GZIP_TYPES):
            return super().send_head()
        # Revalidation (the service worker's no-cache fetches) answered 304 as the base class does.
        modified = self.date_time_string(int(os.stat(path).st_mtime))
        if self.headers.get("If-Modified-Since") == modified:
            self.send_response(304)
            self.end_headers()
            return None
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Last-Modified", modified)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


def make_server(directory: str, port: int = 0, prefix: str = "/", host: str = "127.0.0.1",
                quiet: bool = False, gzip: bool = False) -> http.server.ThreadingHTTPServer:
    """Return a (not yet started) server; port 0 picks a free port (see server.server_port)."""
    prefix = posixpath.join("/", prefix.strip("/"), "")
    handler = type("SiteHandler", (Handler,), {"prefix": prefix, "quiet": quiet, "gzip": gzip})
    return http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=directory))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", default="site")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--prefix", default="/", help="mount path, e.g. /rail-table/")
    ap.add_argument("--gzip", action="store_true", help="compress as a static host does")
    args = ap.parse_args(argv)
    server = make_server(args.dir, args.port, args.prefix, gzip=args.gzip)
    host, port = server.server_address[:2]
    print(f"Serving {args.dir}/ at http://{host}:{port}{posixpath.join('/', args.prefix.strip('/'), '')}"
          " (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    sys.exit(main())
