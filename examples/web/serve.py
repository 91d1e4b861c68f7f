"""The libwargame web GUI: a page on localhost, the built-in agent as the opponent.

    python3 examples/web/serve.py [--port N] [--scenario NAME] [--seed N] [--human P]

Standard library only (http.server, json) plus the Python binding of this
source tree (bindings/python; set WG_LIBRARY or build into build/). Open the
printed address in a browser. The page (static/) is plain HTML, SVG and
JavaScript; it talks to this server in JSON:

    GET  /api/scenarios                  the shipped scenarios
    POST /api/new    {scenario, seed, human}
    GET  /api/state                      scene, decision, legal answers, new events
    POST /api/apply  {index}             answer with legal action `index`
    POST /api/move   {unit, x, y}        walk a unit to a hex of its reach (fow: a point)
    POST /api/auto   {steps}             let the agent answer for the human (0: to the end)
    GET  /api/reach?unit=U               where the unit can go this phase
    GET  /api/odds?index=I               exact odds of legal action I, one line per outcome
    GET  /api/save                       the game as a save file ({yaml, actions})
"""
import argparse
import glob
import json
import os
import sys
import traceback
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))
sys.path.insert(0, HERE)
if not os.environ.get("WG_LIBRARY"):            # this tree's newest build, if any
    _builds = glob.glob(os.path.join(ROOT, "build*", "lib", "libwargame.so.1"))
    if _builds:
        os.environ["WG_LIBRARY"] = max(_builds, key=os.path.getmtime)

import wargame  # noqa: E402

from play import Play  # noqa: E402

SCENARIOS = os.path.join(ROOT, "examples", "scenarios")
STATIC = os.path.join(HERE, "static")
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".json": "application/json", ".svg": "image/svg+xml"}


def scenario_names():
    return sorted(f[:-5] for f in os.listdir(SCENARIOS) if f.endswith(".yaml"))


class Server(HTTPServer):
    """One game at a time (a hot-seat GUI), requests served one by one."""

    def __init__(self, addr, args):
        super().__init__(addr, Handler)
        self.play = None
        self.quiet = args.quiet
        self.new_game(args.scenario, args.seed, args.human)

    def new_game(self, name, seed, human):
        if name not in scenario_names():
            raise ValueError("no scenario %r (try one of: %s)" % (name, ", ".join(scenario_names())))
        if human not in (0, 1):
            raise ValueError("human must be player 0 or 1")
        old, self.play = self.play, Play(os.path.join(SCENARIOS, name + ".yaml"), name,
                                         seed, human)
        if old is not None:
            old.close()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, fmt, *args):
        if not self.server.quiet:
            super().log_message(fmt, *args)

    def _send(self, code, body, ctype="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def _static(self, path):
        name = "index.html" if path in ("/", "/index.html") else path[len("/static/"):]
        full = os.path.normpath(os.path.join(STATIC, name))
        if not path.startswith(("/static/", "/index.html")) and path != "/" \
                or not full.startswith(STATIC + os.sep) or not os.path.isfile(full):
            return self._send(404, {"error": "no such page: %s" % path})
        with open(full, "rb") as f:
            self._send(200, f.read(), TYPES.get(os.path.splitext(full)[1], "text/plain"))

    def do_GET(self):
        url = urlparse(self.path)
        if not url.path.startswith("/api/"):
            return self._static(url.path)
        q = {k: v[0] for k, v in parse_qs(url.query).items()}
        self._api(url.path, q)

    def do_POST(self):
        size = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(size) or b"{}")
        except ValueError:
            return self._send(400, {"error": "the body is not JSON"})
        self._api(urlparse(self.path).path, body)

    def _api(self, path, q):
        srv = self.server
        try:
            if path == "/api/scenarios":
                return self._send(200, {"scenarios": scenario_names(),
                                        "current": srv.play.name})
            if path == "/api/new":
                srv.new_game(q.get("scenario", srv.play.name), int(q.get("seed", 1)),
                             int(q.get("human", 0)))
            elif path == "/api/apply":
                srv.play.apply(int(q["index"]))
            elif path == "/api/move":
                srv.play.move_to(int(q["unit"]), int(q["x"]), int(q["y"]))
            elif path == "/api/auto":
                srv.play.auto(int(q.get("steps", 0)))
            elif path == "/api/save":
                g = srv.play.game
                return self._send(200, {"yaml": g.save(), "actions": len(g.history())})
            elif path == "/api/reach":
                return self._send(200, srv.play.reach(int(q["unit"])))
            elif path == "/api/odds":
                return self._send(200, {"lines": srv.play.odds(int(q["index"]))})
            elif path != "/api/state":
                return self._send(404, {"error": "no such call: %s" % path})
            return self._send(200, srv.play.state())
        except (KeyError, ValueError, wargame.WargameError) as exc:
            return self._send(400, {"error": "%s: %s" % (type(exc).__name__, exc)})
        except Exception as exc:  # a bug here: say it to the page and the terminal
            traceback.print_exc()
            return self._send(500, {"error": "%s: %s" % (type(exc).__name__, exc)})


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--port", type=int, default=8044, help="0 picks a free port")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--scenario", default="ogre-basic", choices=scenario_names())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--human", type=int, default=0, choices=(0, 1))
    ap.add_argument("--quiet", action="store_true", help="no request log")
    args = ap.parse_args(argv)
    srv = Server((args.host, args.port), args)
    print("libwargame web GUI on http://%s:%d/" % srv.server_address[:2], flush=True)
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        srv.play.close()
        srv.server_close()


if __name__ == "__main__":
    main()
