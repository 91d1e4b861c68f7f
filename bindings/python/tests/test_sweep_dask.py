#!/usr/bin/env python3
"""Sweeps on Dask distributed: a local cluster on the loopback interface
(two workers, one thread each), bounded in time and always closed. The
games and the CSV are the same as on one process, and a worker killed
mid-sweep has its chunks recomputed with every game counted once.

Needs Dask distributed (Debian's python3-distributed, which Debian's
/usr/bin/python3 sees): without it the test is skipped (exit 77).
"""
import os
import pathlib
import signal
import subprocess
import sys
import tempfile
import unittest

if getattr(sys, "_wg_memcheck", False):  # tests/valgrind/pycheck: before Dask is imported
    print("skipped: a Dask cluster under memcheck tests Dask, not the binding")
    sys.exit(77)

try:
    import distributed
except ImportError:
    distributed = None

ROOT = pathlib.Path(__file__).resolve().parents[3]
SCENARIOS = pathlib.Path(os.environ.get("WG_SCENARIO_DIR", ROOT / "examples" / "scenarios"))
M44 = str(SCENARIOS / "m44-base.yaml")
WGSWEEP = os.environ.get("WG_WGSWEEP")
LIMIT_S = 280  # the whole file; meson's own timeout is above it


class DaskSweeps(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                               host="127.0.0.1", dashboard_address=None,
                                               processes=True)

    @classmethod
    def tearDownClass(cls):
        cls.cluster.close()

    def test_a_cluster_plays_the_games_one_process_plays(self):
        kw = dict(agents=("greedy", "random"), seed=4, swap_sides=True, chunk=50)
        local = wsweep.Sweep(M44, 400, **kw).run(1)
        remote = wsweep.Sweep(M44, 400, **kw).run(dask=self.cluster.scheduler_address)
        self.assertEqual(local, remote)

    def test_a_worker_lost_mid_sweep_has_its_chunks_recomputed(self):
        kw = dict(agents=("random", "random"), seed=8, chunk=25)
        local = wsweep.Sweep(M44, 1500, **kw).run(1)
        with distributed.Client(self.cluster.scheduler_address, timeout=60) as client:
            pids = client.run(os.getpid)
        killed = []

        def kill_one(done, total):
            if not killed and done < total:
                victim = sorted(pids.values())[0]
                os.kill(victim, signal.SIGKILL)
                killed.append(victim)
        rows = wsweep.Sweep(M44, 1500, **kw).run(dask=self.cluster.scheduler_address,
                                                 progress=kill_one)
        self.assertTrue(killed, "no worker was killed: the sweep ended at once")
        self.assertEqual(rows, local)
        self.assertEqual(len(rows), 1500)

    def test_the_command_gives_byte_identical_csv_on_1_2_workers_and_dask(self):
        args = [M44, "--games", "2000", "--agents", "random,greedy", "--swap-sides",
                "--seed", "1", "--quiet"]
        with tempfile.TemporaryDirectory() as tmp:
            outs = {}
            for name, extra in (("w1", ["--workers", "1"]), ("w2", ["--workers", "2"]),
                                ("dask", ["--dask", "--workers", "2",
                                          "--plot", tmp + "/report.svg"])):
                run = subprocess.run([sys.executable, "-m", "wargame.sweep"] + args + extra
                                     + ["--out", "%s/%s.csv" % (tmp, name)],
                                     capture_output=True, text=True, timeout=200)
                self.assertEqual(run.returncode, 0, run.stderr)
                outs[name] = (pathlib.Path(tmp, name + ".csv").read_bytes(), run.stdout)
            self.assertEqual(outs["w1"], outs["w2"])
            self.assertEqual(outs["w1"], outs["dask"])
            self.assertIn(b"<svg", pathlib.Path(tmp, "report.svg").read_bytes()[:500])
            if WGSWEEP:
                c = subprocess.run([WGSWEEP] + args[:-1] + ["--out", tmp + "/c.csv"],
                                   capture_output=True, text=True, timeout=200)
                self.assertEqual(c.stdout, outs["w1"][1])
                self.assertEqual(pathlib.Path(tmp, "c.csv").read_bytes(), outs["w1"][0])


if __name__ == "__main__":
    if distributed is None:
        print("skipped: Dask distributed is not installed for %s (Debian: python3-distributed)"
              % sys.executable)
        sys.exit(77)
    try:
        import matplotlib  # noqa: F401  (the --plot of the command test)
    except ImportError:
        print("skipped: matplotlib is not installed for %s" % sys.executable)
        sys.exit(77)
    from wargame import sweep as wsweep
    signal.alarm(LIMIT_S)  # bounded: a hung cluster ends the test, not the suite
    unittest.main()
