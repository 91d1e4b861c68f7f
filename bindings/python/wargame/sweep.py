"""Balance sweeps: play a scenario thousands of times and read the win rates.

    python3 -m wargame.sweep SCENARIO.yaml --games N --agents A,B [--swap-sides]
        [--seed S] [--workers K] [--dask [ADDRESS]] [--out results.csv]
        [--plot report.svg] [--chunk C] [--max-actions M] [--quiet]

Game i is fully determined by (scenario, seed, i, agents): its dice seed is
wargame.sweep_seed(seed, i) and the agent of player p is seeded with
sweep_seed(that seed, p + 1); with --swap-sides, odd games give agent A
player 1. So the same command gives the same CSV and summary whatever the
number of workers or the engine running it (and the same as the C sweep,
examples/wgsweep.c).

The games are cut into chunks, and each chunk is played inside C by one
call (Scenario.play, wg_sweep_play) through a scenario parsed once per
process: on this process (--workers 1), a local process pool (--workers K),
or Dask distributed (--dask: a local cluster on the loopback interface, or
the scheduler at ADDRESS, whose workers must be able to import wargame).
Results stream back as chunks finish; a Dask worker lost mid-sweep has its
chunks recomputed, and every game is counted exactly once.

From Python, agents may also be any callable fn(view, decision) -> Action
(see Game.set_agent): such sweeps run on this process one action at a time
through Python, which is slow; keep them small.
"""
import argparse
import concurrent.futures
import csv
import math
import os
import sys
import time

from . import _capi
from .scenario import Scenario, sweep_seed

AGENTS = {"random": _capi.WG_AGENT_RANDOM, "greedy": _capi.WG_AGENT_GREEDY,
          "search": _capi.WG_AGENT_SEARCH}
COLUMNS = ("index", "seed", "swapped", "winner", "result", "turns", "actions", "finished")
Z95 = 1.959963984540054

# ---------------------------------------------------------------- one chunk


_cache = {}


def _scenario(name, text):
    """The scenario parsed once per process (pool and Dask workers keep it)."""
    key = (name, text)
    s = _cache.get(key)
    if s is None:
        if len(_cache) > 8:
            _cache.clear()
        s = _cache[key] = Scenario.from_yaml(text, name)
    return s


def run_chunk(task):
    """Play one chunk in C: task is (name, text, agents, seed, swap, max_actions,
    first, count). Returns (first, rows), each row a tuple in COLUMNS' order."""
    name, text, agents, seed, swap, max_actions, first, count = task
    rows = _scenario(name, text).play(first, count, agents, seed, swap, max_actions)
    return first, [(r.index, r.seed, r.swapped, r.winner, r.result, r.turns, r.actions,
                    int(r.status == _capi.WG_OK)) for r in rows]


def _run_chunk_with(text, task):
    """run_chunk with the scenario text apart (Dask scatters it once)."""
    return run_chunk(task[:1] + (text,) + task[1:])


def _play_python(scenario, agents, seed, swap, max_actions, index):
    """One game with at least one Python agent: the slow path."""
    game_seed = sweep_seed(seed, index)
    swapped = int(bool(swap) and index % 2 == 1)
    with scenario.start(game_seed, _capi.WG_OPT_NO_LOG | _capi.WG_OPT_NO_HISTORY) as g:
        for p in range(2):
            agent = agents[1 - p if swapped else p]
            if callable(agent):
                g.set_agent(p, agent)
            else:
                g.set_builtin_agent(p, agent, sweep_seed(game_seed, p + 1))
        actions = 0
        while not g.over and (max_actions == 0 or actions < max_actions):
            if g.run(1) == "pending":
                raise RuntimeError("game %d: an agent deferred its decision" % index)
            actions += 1
        s = g.status
        return (index, game_seed, swapped, s.winner, s.result, s.turn,
                actions, int(bool(s.over)))


# ---------------------------------------------------------------- the sweep


class Sweep:
    """A sweep's definition: which games, between which agents.

    agents: two of "random", "greedy", "search" (200 iterations a decision), a
    WG_AGENT_* kind, or a callable agent.
    """

    def __init__(self, path, games, agents=("random", "random"), seed=0, swap_sides=False,
                 max_actions=0, chunk=None):
        self.path = str(path)
        with open(path, "rb") as f:
            self.text = f.read()
        self.games = int(games)
        if self.games < 1:
            raise ValueError("a sweep plays at least one game")
        self.agents = tuple(_agent(a) for a in agents)
        if len(self.agents) != 2:
            raise ValueError("a sweep takes two agents, A and B")
        self.seed = int(seed)
        self.swap_sides = bool(swap_sides)
        self.max_actions = int(max_actions)
        self.chunk = int(chunk) if chunk else max(1, min(250, self.games // 16 or 1))
        self.scenario = Scenario.from_yaml(self.text, self.path)

    @property
    def in_c(self):
        """True when every agent is built in: chunks run in C, anywhere."""
        return not any(callable(a) for a in self.agents)

    def tasks(self):
        for first in range(0, self.games, self.chunk):
            yield (self.path, self.text, self.agents, self.seed, self.swap_sides,
                   self.max_actions, first, min(self.chunk, self.games - first))

    def run(self, workers=1, dask=False, progress=None):
        """Play every game; returns the rows sorted by index.

        workers: processes (or Dask workers of a local cluster). dask: False,
        True (a local cluster) or a scheduler address. progress: a callable
        progress(done, total) called as chunks finish, or None.
        """
        if not self.in_c:
            return self._run_python(progress)
        if dask:
            results = _run_dask(self, workers, None if dask is True else dask)
        elif workers > 1:
            results = _run_pool(self, workers)
        else:
            results = map(run_chunk, self.tasks())
        rows = {}
        for first, chunk_rows in results:
            if first not in rows:  # a recomputed chunk is the same chunk: count it once
                rows[first] = chunk_rows
                if progress:
                    progress(sum(len(r) for r in rows.values()), self.games)
        return [row for first in sorted(rows) for row in rows[first]]

    def _run_python(self, progress):
        rows = []
        for i in range(self.games):
            rows.append(_play_python(self.scenario, self.agents, self.seed, self.swap_sides,
                                     self.max_actions, i))
            if progress and (i + 1) % 10 == 0:
                progress(i + 1, self.games)
        return rows

    def player_names(self):
        with self.scenario.start(0) as g:
            return [g.player_name(p) for p in range(2)]


def _agent(a):
    if callable(a) or a in AGENTS.values():
        return a
    if isinstance(a, str) and a in AGENTS:
        return AGENTS[a]
    raise ValueError("unknown agent %r: use %s, or a callable" % (a, ", ".join(AGENTS)))


def _agent_name(a):
    for name, kind in AGENTS.items():
        if not callable(a) and a == kind:
            return name
    return getattr(a, "__name__", "python")


def _run_pool(sweep, workers):
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run_chunk, t) for t in sweep.tasks()]
        for f in concurrent.futures.as_completed(futures):
            yield f.result()


def _run_dask(sweep, workers, address, timeout=600):
    """Chunks on Dask distributed, results as they finish. A lost worker's
    tasks are recomputed by the scheduler; run() counts each chunk once."""
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError as exc:
        raise RuntimeError("--dask needs Dask distributed (Debian: python3-distributed)") \
            from exc
    cluster = None
    if address is None:
        cluster = LocalCluster(n_workers=max(workers, 1), threads_per_worker=1,
                               host="127.0.0.1", dashboard_address=None, processes=True)
        address = cluster
    try:
        with Client(address, timeout=60) as client:
            # the text goes to each worker once, not once per chunk
            text = client.scatter(sweep.text, broadcast=True)
            futures = [client.submit(_run_chunk_with, text, t[:1] + t[2:], pure=False,
                                     retries=3) for t in sweep.tasks()]
            for f in as_completed(futures):
                yield f.result(timeout=timeout)
    finally:
        if cluster is not None:
            cluster.close()


# ---------------------------------------------------------------- output


def write_csv(rows, out):
    """One row per game; `out` is a path or a text file."""
    if isinstance(out, (str, os.PathLike)):
        with open(out, "w", newline="") as f:
            return write_csv(rows, f)
    w = csv.writer(out, lineterminator="\n")
    w.writerow(COLUMNS)
    w.writerows(rows)


def wilson(k, n, z=Z95):
    """The Wilson score interval of k successes in n trials, as fractions (lo, hi)."""
    p, nn = k / n, float(n)
    denom = 1.0 + z * z / nn
    center = (p + z * z / (2.0 * nn)) / denom
    half = z * math.sqrt(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom
    return center - half, center + half


def _share(label, k, n):
    lo, hi = wilson(k, n)
    return "%-28s %8d  %6.2f%%  95%% CI [%6.2f%%, %6.2f%%]" % (
        label, k, 100.0 * k / n, 100.0 * lo, 100.0 * hi)


def _lengths(label, values):
    v = sorted(values)
    n = len(v)
    mean = sum(v) / n  # exact integer sum, one rounding: the C sweep's mean
    return "%-28s mean %.1f, min %d, median %d, p90 %d, max %d" % (
        label, mean, v[0], v[(n - 1) // 2], v[(9 * n + 9) // 10 - 1], v[-1])


def summary(sweep, rows):
    """The text the C sweep (wgsweep) prints for the same games."""
    n = len(rows)
    finished = sum(r[7] for r in rows)
    wins = [sum(1 for r in rows if r[3] == p) for p in range(2)]
    agent_wins = [sum(1 for r in rows if r[3] in (0, 1) and r[3] ^ r[2] == a)
                  for a in range(2)]
    names = sweep.player_names()
    a, b = (_agent_name(x) for x in sweep.agents)
    lines = ["scenario %s (%s): %d games, A=%s B=%s%s, seed %d" % (
        sweep.path, sweep.scenario.ruleset, n, a, b,
        ", sides swapped" if sweep.swap_sides else "", sweep.seed),
        "%-28s %8d  (%d stopped at the action limit)" % ("finished", finished, n - finished)]
    for p in range(2):
        lines.append(_share("player %d (%.30s) wins" % (p, names[p]), wins[p], n))
    lines.append(_share("no winner", n - wins[0] - wins[1], n))
    if sweep.swap_sides:
        for i, name in enumerate((a, b)):
            lines.append(_share("agent %s (%s) wins" % ("AB"[i], name), agent_wins[i], n))
    lines.append(_lengths("turns", [r[5] for r in rows]))
    lines.append(_lengths("actions", [r[6] for r in rows]))
    return "\n".join(lines) + "\n"


def plot(sweep, rows, path):
    """Player 0's win rate as games accumulate (with its 95% interval), and the
    histogram of game lengths in turns; written with matplotlib (any format it
    knows from the file name, e.g. .svg or .png)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = sweep.player_names()
    xs, rate, lo, hi, wins = [], [], [], [], 0
    step = max(1, len(rows) // 400)
    for i, r in enumerate(rows, 1):
        wins += r[3] == 0
        if i % step == 0 or i == len(rows):
            a, b = wilson(wins, i)
            xs.append(i)
            rate.append(100.0 * wins / i)
            lo.append(100.0 * a)
            hi.append(100.0 * b)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    ax1.fill_between(xs, lo, hi, alpha=0.3, label="95% Wilson interval")
    ax1.plot(xs, rate, label="%s wins" % names[0])
    ax1.axhline(50, color="grey", linewidth=0.5)
    ax1.set_xlabel("games")
    ax1.set_ylabel("win rate (%)")
    ax1.set_ylim(0, 100)
    ax1.legend()
    turns = [r[5] for r in rows]
    ax2.hist(turns, bins=range(min(turns), max(turns) + 2), align="left")
    ax2.set_xlabel("turns")
    ax2.set_ylabel("games")
    fig.suptitle("%s: %d games" % (os.path.basename(sweep.path), len(rows)))
    fig.tight_layout()
    fig.savefig(path, metadata={"Date": None} if path.endswith(".svg") else None)
    plt.close(fig)


class _Progress:
    """games done, games/s, time left; on one terminal line."""

    def __init__(self, stream):
        self.stream, self.t0 = stream, time.monotonic()

    def __call__(self, done, total):
        dt = max(time.monotonic() - self.t0, 1e-9)
        rate = done / dt
        left = (total - done) / rate if rate > 0 else 0
        self.stream.write("\r%d/%d games  %.0f games/s  %.0f s left " % (done, total, rate,
                                                                        left))
        self.stream.flush()

    def close(self):
        self.stream.write("\n")


# ---------------------------------------------------------------- the command


def _parser():
    p = argparse.ArgumentParser(prog="python3 -m wargame.sweep",
                                description="Play a scenario many times and report win rates.")
    p.add_argument("scenario")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--agents", default="random,random",
                   help="A,B: each of %s (default random,random)" % ", ".join(AGENTS))
    p.add_argument("--swap-sides", action="store_true",
                   help="odd games give agent A the other side")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--dask", nargs="?", const=True, default=False, metavar="ADDRESS",
                   help="run on Dask distributed: a local cluster, or the scheduler at ADDRESS")
    p.add_argument("--out", help="write one CSV row per game here")
    p.add_argument("--plot", help="draw the win rate and the game lengths here (matplotlib)")
    p.add_argument("--chunk", type=int, help="games per chunk (default: games/16, at most 250)")
    p.add_argument("--max-actions", type=int, default=0,
                   help="stop a game after this many actions (default: no limit)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    return p


def main(argv=None):
    args = _parser().parse_args(argv)
    agents = args.agents.split(",")
    if len(agents) != 2 or any(a not in AGENTS for a in agents):
        print("--agents takes two of %s: A,B" % ", ".join(AGENTS), file=sys.stderr)
        return 2
    if args.games < 1 or args.workers < 1:
        print("--games and --workers take positive numbers", file=sys.stderr)
        return 2
    sweep = Sweep(args.scenario, args.games, agents, args.seed, args.swap_sides,
                  args.max_actions, args.chunk)
    bar = _Progress(sys.stderr) if sys.stderr.isatty() and not args.quiet else None
    rows = sweep.run(args.workers, args.dask, bar)
    if bar:
        bar.close()
    if args.out:
        write_csv(rows, args.out)
    if args.plot:
        plot(sweep, rows, args.plot)
    sys.stdout.write(summary(sweep, rows))
    return 0


if __name__ == "__main__":
    # Run as wargame.sweep, not __main__, so pool and Dask workers can find run_chunk.
    from wargame.sweep import main as _main
    sys.exit(_main())
