"""examples/web/serve.py over HTTP, without a browser (runs wherever Python does).

    test_server.py BUILD_DIR

Starts the server on a free loopback port and checks its JSON API: every
shipped scenario loads with its board and units; a unit's reach is where
/api/move takes it; odds come with attacks; the agent finishes a game; bad
requests get a 400 with a message and change nothing; files outside static/
are not served; the server stops when asked.
"""
import glob
import json
import os
import subprocess
import sys
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
results = []


def check(name, ok):
    results.append(bool(ok))
    print(("ok   " if ok else "FAIL ") + name)


class Api:
    def __init__(self, url):
        self.url = url

    def get(self, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def json(self, path, body=None):
        code, raw = self.get(path, body)
        return code, json.loads(raw)


def start(build):
    env = dict(os.environ)
    lib = os.path.join(build, "lib", "libwargame.so")
    if os.path.exists(lib):
        env["WG_LIBRARY"] = lib
    proc = subprocess.Popen([sys.executable, os.path.join(ROOT, "examples", "web", "serve.py"),
                             "--quiet", "--port", "0"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    if "http://" not in line:
        proc.kill()
        raise SystemExit("the server did not start: " + line + proc.stdout.read())
    return proc, line.split()[-1]


def first_move(st):
    """A unit of the human's with a move now, or None."""
    for a in st["actions"]:
        if a["type"] == 2 and a["unit"] >= 0 and st["scene"]["units"][a["unit"]]["on_board"]:
            return a["unit"]
    return None


def play(api, scenario):
    code, st = api.json("/api/new", {"scenario": scenario, "seed": 3, "human": 0})
    check(scenario + ": loads", code == 200 and st["scene"]["scenario"] == scenario)
    sc = st["scene"]
    if sc["kind"] == "hex":
        check(scenario + ": hexes with terrain names",
              len(sc["hexes"]) > 50 and all(h["terrain"] for h in sc["hexes"]))
    else:
        check(scenario + ": a table", sc["width"] > 0 and sc["height"] > 0)
    check(scenario + ": units", len(sc["units"]) > 0)
    moved = odds = False
    for _ in range(80):
        if st["decision"]["type"] == 0:
            break
        unit = first_move(st) if not moved else None
        if unit is not None:
            _, reach = api.json("/api/reach?unit=%d" % unit)
            spots = reach.get("hexes") or reach.get("points") or []
            if spots:
                far = max(spots, key=lambda h: h.get("cost", 1))
                x, y = (far["q"], far["r"]) if "q" in far else (far["x"], far["y"])
                code, st = api.json("/api/move", {"unit": unit, "x": x, "y": y})
                u = st["scene"]["units"][unit]
                moved = code == 200 and (u["x"], u["y"]) != (sc["units"][unit]["x"],
                                                             sc["units"][unit]["y"])
                continue
        if not odds:
            for a in st["actions"]:
                if a["target"] >= 0 and a["type"] != 2:
                    _, o = api.json("/api/odds?index=%d" % a["index"])
                    if o["lines"]:
                        odds = all("%" in line for line in o["lines"])
                        break
        code, st = api.json("/api/auto", {"steps": 1})
    check(scenario + ": a unit walked to the far end of its reach", moved)
    if not scenario.startswith("fow-tank"):
        check(scenario + ": an attack's exact odds", odds)
    code, st = api.json("/api/auto", {"steps": 0})
    check(scenario + ": the agent finishes the game",
          code == 200 and st["scene"]["status"]["over"] and st["result"])


def main():
    build = sys.argv[1]
    proc, url = start(build)
    api = Api(url.rstrip("/"))
    try:
        code, page = api.get("/")
        check("the page is served", code == 200 and b"<svg" in page)
        code, _ = api.get("/static/../serve.py")
        check("nothing outside static/ is served", code == 404)
        code, lst = api.json("/api/scenarios")
        shipped = sorted(glob.glob(os.path.join(ROOT, "examples", "scenarios", "*.yaml")))
        check("every shipped scenario (%d)" % len(shipped),
              code == 200 and len(lst["scenarios"]) == len(shipped))
        for name in lst["scenarios"]:
            play(api, name)
        _, before = api.json("/api/state")
        for path, body in (("/api/apply", {"index": 100000}), ("/api/apply", {}),
                           ("/api/new", {"scenario": "no-such"}), ("/api/move",
                           {"unit": 0, "x": 99, "y": 99}), ("/api/nothing", None)):
            code, err = api.json(path, body)
            check("%s %s: refused with a message" % (path, body),
                  code in (400, 404) and err.get("error"))
        code, raw = api.get("/api/apply", None)
        _, after = api.json("/api/state")
        check("refused calls change nothing", before["scene"] == after["scene"])
    finally:
        proc.terminate()
        proc.wait(10)
    failed = results.count(False)
    print("%d passed, %d failed" % (len(results) - failed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
