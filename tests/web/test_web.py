"""The `web` suite: examples/web in headless Chromium, driven by Selenium.

    test_web.py BUILD_DIR OUT_DIR

Starts examples/web/serve.py on a free loopback port, then per ruleset plays a
short whole game the way a person would: load the scenario, select a unit and
see its reach, move it, hover an attack until its exact odds show and make it,
answer an interrupt window (Op Fire, splitfire, defensive fire) in its prompt,
and let the agent finish the game. It also draws all ten shipped scenarios and
checks the page drew what `wgplay --svg --at 0` draws (same hexes, fills and
units). Screenshots go to OUT_DIR. No JavaScript console error is allowed.
Exits 77 (skipped) with the reason when Chromium, chromedriver or Selenium is
missing. Every wait is bounded.
"""
import glob
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SYSTEM_PYTHON = "/usr/bin/python3"     # Debian's, which sees python3-selenium
WAIT = 30                              # seconds, for any one thing to happen
GAMES = [                              # scenario, human player, interrupt window expected, seed
    ("ogre-basic", 0, True, 1),
    ("m44-opfire", 0, True, 1),
    ("mob-skirmish", 0, False, 1),     # mob has no interrupt window (simultaneous artillery)
    ("fow-skirmish", 0, True, 7),      # seed 7: the grenadiers assault in turn 2 (defensive fire)
]


def skip(reason):
    print("SKIP: " + reason)
    sys.exit(77)


def need_selenium():
    try:
        import selenium  # noqa: F401
        return
    except ImportError:
        pass
    if os.path.exists(SYSTEM_PYTHON) and os.path.realpath(sys.executable) != \
            os.path.realpath(SYSTEM_PYTHON) and not os.environ.get("WG_WEB_REEXEC"):
        os.environ["WG_WEB_REEXEC"] = "1"
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    skip("python3-selenium is not installed (neither %s nor %s can import selenium)"
         % (sys.executable, SYSTEM_PYTHON))


def browsers():
    chrome = shutil.which("chromium") or shutil.which("chromium-browser") or \
        shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if not chrome:
        skip("no chromium on PATH (apt-get install chromium)")
    if not driver:
        skip("no chromedriver on PATH (apt-get install chromium-driver)")
    return chrome, driver


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, build):
        self.port = free_port()
        env = dict(os.environ)
        lib = os.path.join(build, "lib", "libwargame.so")
        if os.path.exists(lib):                  # this build's library, not another's
            env["WG_LIBRARY"] = lib
        self.proc = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "examples", "web", "serve.py"), "--quiet",
             "--port", str(self.port)], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True)
        line = self.proc.stdout.readline()       # printed once it listens
        if "http://" not in line:
            self.stop()
            raise SystemExit("the server did not start: " + line)
        self.url = "http://127.0.0.1:%d/" % self.port

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


class Page:
    def __init__(self, driver, out):
        self.d = driver
        self.out = out
        self.shots = []

    def js(self, code, *args):
        return self.d.execute_script(code, *args)

    def until(self, what, fn, timeout=WAIT):
        end = time.time() + timeout
        while time.time() < end:
            v = fn()
            if v:
                return v
            time.sleep(0.05)
        raise AssertionError("timed out (%ds) waiting for %s" % (timeout, what))

    def ready(self):
        self.until("the page to be idle", lambda: self.js(
            "return document.body.dataset.ready === '1'"))

    def click(self, elem):
        self.js("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", elem)
        time.sleep(0.05)
        self.ready()

    def button(self, ident):
        self.click(self.d.find_element("id", ident))

    def state(self):
        return self.js("return state")

    def shot(self, name):
        path = os.path.join(self.out, name + ".png")
        self.d.save_screenshot(path)
        self.shots.append(path)

    def new_game(self, scenario, human, seed=1):
        self.js("document.getElementById('scenario').value = arguments[0];"
                "document.getElementById('human').value = arguments[1];"
                "document.getElementById('seed').value = arguments[2];", scenario, str(human),
                str(seed))
        self.button("new")
        self.until("scenario " + scenario, lambda: self.state()["scene"]["scenario"] == scenario)


def human_moves(st):
    return [a for a in st["actions"] if a["type"] == 2 and a["unit"] >= 0]


def select_and_move(p, tag):
    """Select a unit that can move; its reach shows; move it to a reach hex."""
    for _ in range(60):
        st = p.state()
        if st["decision"]["type"] == 0:
            break
        moves = human_moves(st)
        nodes = moves and p.d.find_elements(
            "css selector", '.unit[data-unit="%d"]' % moves[0]["unit"])
        if nodes:
            p.click(nodes[0])
            n = p.until("the reach drawn", lambda: int(p.js(
                "return Number(document.body.dataset.reach || 0)")))
            assert n > 0
            assert p.d.find_elements("css selector", ".unit.selected")
            p.shot(tag + "-reach")
            before = p.js("return state.scene.units[arguments[0]]", moves[0]["unit"])
            p.click(p.d.find_elements("css selector", "#reach .reach")[-1])
            after = p.js("return state.scene.units[arguments[0]]", moves[0]["unit"])
            assert (before["x"], before["y"]) != (after["x"], after["y"]), "the unit did not move"
            return True
        p.button("step")
    raise AssertionError(tag + ": no unit of the human's could move")


def fire_with_odds(p, tag):
    """Hover an attack until its odds show, then make it."""
    for node in p.d.find_elements("css selector", ".unit.selected"):
        p.click(node)                            # a second click deselects: every action listed
    for _ in range(150):
        st = p.state()
        if st["decision"]["type"] == 0:
            break
        for b in p.d.find_elements("css selector", "#actions button.action"):
            a = st["actions"][int(b.get_attribute("data-index"))]
            if a["target"] < 0 or a["type"] == 2:
                continue
            p.js("arguments[0].dispatchEvent(new MouseEvent('mouseenter', "
                 "{clientX: 300, clientY: 200}))", b)
            p.ready()
            text = p.js("var o = document.getElementById('odds');"
                        "return o.style.display === 'block' ? o.textContent : ''")
            if not text:
                continue
            assert "/" in text and "%" in text, text
            p.shot(tag + "-odds")
            p.js("document.getElementById('odds').style.display = 'none'")
            p.click(b)
            return True
        p.button("step")
    raise AssertionError(tag + ": no attack with odds came up")


def answer_window(p, tag):
    for _ in range(400):
        st = p.state()
        if st["decision"]["type"] == 0:
            break
        if p.js("return document.getElementById('window').className") == "open":
            p.shot(tag + "-window")
            buttons = p.d.find_elements("css selector", "#window-actions button")
            assert buttons, "an open window offers no answer"
            depth = st["decision"]["depth"]
            p.click(buttons[-1])
            st2 = p.state()
            assert st2["decision"]["depth"] != depth or st2["decision"]["type"] != \
                st["decision"]["type"] or st2["events"], "answering the window did nothing"
            return True
        p.button("step")
    raise AssertionError(tag + ": no interrupt window for the human")


def play_game(p, scenario, human, window, seed):
    p.new_game(scenario, human, seed)
    p.shot(scenario + "-start")
    select_and_move(p, scenario)
    if window:
        answer_window(p, scenario)
    fire_with_odds(p, scenario)
    p.button("finish")
    p.until("the game to end", lambda: p.js("return document.body.dataset.over === '1'"), 180)
    assert p.d.find_element("id", "result").text, "no result shown"
    p.shot(scenario + "-end")


# ------------------------------------------------------------ the page against wgplay --svg

def svg_items(root):
    """(hexes, units, marks) of a drawing: {(q, r): (fill, corners)} (4 corners: a half hex),
    {id: (x, y, fill)}, {mark}."""
    hexes, units, marks = {}, {}, set()
    for e in root.iter():
        tag = e.tag.split("}")[-1]
        if e.get("class") in ("mark", "feature"):   # craters, objectives, exits, lines, features
            marks.add((tag, e.get("class"),
                       round(float(e.get("cx") or e.get("x1") or e.get("x") or 0), 1),
                       round(float(e.get("cy") or e.get("y1") or e.get("y") or 0), 1),
                       (e.get("points") or "").count(","), (e.get("fill") or "").lower()))
        if tag == "polygon" and e.get("class") == "hex":
            hexes[(int(e.get("data-q")), int(e.get("data-r")))] = (e.get("fill").lower(),
                                                                   e.get("points").count(","))
        if tag == "g" and e.get("class", "").split()[:1] == ["unit"]:
            m = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", e.get("transform"))
            fill = next(c.get("fill") for c in e.iter() if c.get("class") == "body")
            units[int(e.get("data-unit"))] = (float(m.group(1)), float(m.group(2)), fill.lower())
    return hexes, units, marks


def same_drawing(page_svg, file_svg, scenario):
    ph, pu, pm = svg_items(ET.fromstring(page_svg))
    fh, fu, fm = svg_items(ET.parse(file_svg).getroot())
    assert ph == fh, "%s: hexes differ between the page and wgplay --svg" % scenario
    assert pm == fm, "%s: marks differ: page %s, wgplay %s" % (scenario, pm - fm, fm - pm)
    assert pu.keys() == fu.keys(), "%s: units differ: %s vs %s" % (scenario, sorted(pu), sorted(fu))
    for k in pu:
        a, b = pu[k], fu[k]
        assert abs(a[0] - b[0]) < 0.02 and abs(a[1] - b[1]) < 0.02 and a[2] == b[2], \
            "%s: unit %d drawn at %s by the page, %s by wgplay" % (scenario, k, a, b)


def draw_all(p, build, out):
    wgplay = os.path.join(build, "examples", "wgplay")
    names = p.js("return Array.from(document.getElementById('scenario').options, o => o.value)")
    shipped = glob.glob(os.path.join(ROOT, "examples", "scenarios", "*.yaml"))
    assert len(names) == len(shipped), names
    for name in names:
        p.new_game(name, 0)
        p.shot("scenario-" + name)
        st = p.state()
        units = st["scene"]["units"]
        placing = [a for a in st["actions"] if a["type"] == 2 and
                   (a["unit"] < 0 or not units[a["unit"]]["on_board"])]
        dots = p.d.find_elements("css selector", "#reach .place")
        assert len(dots) == len(placing), "%s: %d placements drawn for %d" % (
            name, len(dots), len(placing))
        if dots:                                 # a set-up placement, answered on the board
            def placed(scene):                   # objectives and units on the board
                return len(scene.get("objectives", [])) + sum(
                    1 for u in scene["units"] if u["on_board"])
            before = placed(st["scene"])
            p.click(dots[0])
            after = placed(p.state()["scene"])
            assert after > before, "%s: clicking a placement placed nothing" % name
            p.shot("scenario-" + name + "-placed")
        page_svg = p.js("return new XMLSerializer().serializeToString("
                        "document.getElementById('board'))")
        # the same position, replayed from the server's save by wgplay --svg
        saved = p.js("return fetch('/api/save').then(r => r.json())")
        replay = os.path.join(out, name + ".save.yaml")
        with open(replay, "w", encoding="utf-8") as f:
            f.write(saved["yaml"])
        path = os.path.join(out, name + ".svg")
        subprocess.run([wgplay, "--quiet", "--replay", replay, "--svg", path,
                        "--at", str(saved["actions"])],
                       check=True, timeout=60, stdout=subprocess.DEVNULL)
        same_drawing(page_svg, path, name)


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: test_web.py BUILD_DIR OUT_DIR")
    build, out = sys.argv[1:]
    need_selenium()
    chrome, driver_path = browsers()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.makedirs(out, exist_ok=True)
    opts = webdriver.ChromeOptions()
    opts.binary_location = chrome
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,900",
                "--disable-dev-shm-usage"):
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    server = Server(build)
    driver = None
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=opts)
        driver.set_page_load_timeout(WAIT)
        driver.set_script_timeout(WAIT)
        driver.get(server.url)
        p = Page(driver, out)
        p.ready()
        only = os.environ.get("WG_WEB_ONLY")
        for scenario, human, window, seed in GAMES:
            if not only or only in scenario:
                play_game(p, scenario, human, window, seed)
                print("ok: a whole game of", scenario)
        if not only:
            draw_all(p, build, out)
            print("ok: all ten scenarios drawn, as wgplay --svg draws them")
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, "JavaScript console errors: %s" % errors
        print("screenshots:", *p.shots, sep="\n  ")
    finally:
        if driver is not None:
            driver.quit()
        server.stop()


if __name__ == "__main__":
    main()
