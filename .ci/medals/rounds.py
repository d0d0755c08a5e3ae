#!/usr/bin/env python3
"""Plays five scripted rounds in each shipped arena with a round clock and
prints their scores and the [medals] they set (docs/medals.md):

- plain: fire held the whole round, the plane never turning;
- sweep: fire held while the plane turns left the whole round;
- fly: the same while the plane flies (toggle_move): circles;
- aimed: the plane turns to each target in file order, in turn, and fires
  at it for half again the shots that break it, round and round;
- half: the aimed round's first half, then nothing.

Of the scores above 0, bronze is the lowest, gold the highest and silver
the middle one (the third of five; half way, in tens, when only two rounds
scored). An arena that starts on the point or swept test is played
after one T (toggle_detection), on the next test: its medals ask for no
tip or spin misses, which the test it starts on would make.

    python3 .ci/medals/rounds.py BIN [ARENA.toml ...]

With --check, each arena's [medals] are read from its file: each round
must earn the best medal its score reaches (the condition is met by design),
the lowest-scoring round above 0 at least bronze and the highest gold.
"""

import json
import math
import os
import subprocess
import sys
import tempfile
import tomllib


def blocked(a, b, obstacle):
    """Whether the segment a-b crosses the obstacle (a disk or a rect)."""
    ax, ay = a
    bx, by = b
    cx, cy = obstacle["center"]
    if obstacle["kind"] == "disk":
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((cx - ax) * dx + (cy - ay) * dy) / (dx * dx + dy * dy or 1)))
        px, py = ax + t * dx - cx, ay + t * dy - cy
        return px * px + py * py < obstacle["radius"] ** 2
    angle = math.radians(obstacle.get("angle_deg", 0.0))
    cos, sin = math.cos(-angle), math.sin(-angle)

    def local(x, y):
        x, y = x - cx, y - cy
        return x * cos - y * sin, x * sin + y * cos

    (lax, lay), (lbx, lby) = local(ax, ay), local(bx, by)
    hx, hy = obstacle["size"][0] / 2, obstacle["size"][1] / 2
    t0, t1 = 0.0, 1.0
    for start, delta, half in ((lax, lbx - lax, hx), (lay, lby - lay, hy)):
        if abs(delta) < 1e-9:
            if abs(start) > half:
                return False
            continue
        ta, tb = sorted(((-half - start) / delta, (half - start) / delta))
        t0, t1 = max(t0, ta), min(t1, tb)
        if t0 > t1:
            return False
    return True


def lookout(arena):
    """The point on a grid of the field that sees the most targets' centres
    past the obstacles (the start first, on a tie)."""
    start = tuple(arena["plane"]["position"])
    obstacles = arena.get("obstacles", [])
    targets = [tuple(t["position"]) for t in arena["targets"]]

    def seen(p):
        return sum(not any(blocked(p, t, o) for o in obstacles) for t in targets)

    best, best_seen = start, seen(start)
    w, h = arena["size"]
    for i in range(1, 20):
        for j in range(1, 20):
            p = (-w / 2 + w * i / 20, -h / 2 + h * j / 20)
            if seen(p) > best_seen:
                best, best_seen = p, seen(p)
    return best


def scripts(arena):
    """The three rounds' scripts and the frames that play them to the end."""
    steps = round(arena["round_seconds"] * 60)
    length = steps + 5
    prefix, start = [], 0
    if arena.get("detection") in ("point", "swept"):
        prefix, start = ["0:toggle_detection"], 1
    plain = prefix + [f"{start}:fire*{length}"]
    sweep = prefix + [f"{start}:fire*{length}", f"{start}:rotate_left*{length}"]
    plane = arena["plane"]
    px, py = plane["position"]
    heading = plane.get("heading_deg", 0.0)
    turn = plane["turn_deg_per_step"]
    cooldown = arena["shells"]["cooldown_steps"]
    aimed, step, i = list(prefix), start, 0
    # Where obstacles hide targets from the start, the plane first flies
    # to the point that sees the most of them.
    lx, ly = lookout(arena)
    if (lx, ly) != (px, py):
        dx, dy = lx - px, ly - py
        delta = (math.degrees(math.atan2(-dx, dy)) - heading + 180) % 360 - 180
        turns = round(abs(delta) / turn)
        if turns:
            aimed.append(f"{step}:{'rotate_left' if delta > 0 else 'rotate_right'}*{turns}")
            heading += math.copysign(turns * turn, delta)
            step += turns
        moves = round(math.hypot(dx, dy) / plane["move_speed"])
        aimed.append(f"{step}:thrust*{moves}")
        step += moves
        h = math.radians(heading)
        px, py = px + moves * plane["move_speed"] * -math.sin(h), py + moves * plane["move_speed"] * math.cos(h)
    targets = arena["targets"]
    while step < start + length:
        target = targets[i % len(targets)]
        i += 1
        dx, dy = target["position"][0] - px, target["position"][1] - py
        # Heading 0 faces +y, counter-clockwise positive.
        want = math.degrees(math.atan2(-dx, dy))
        delta = (want - heading + 180) % 360 - 180
        turns = round(abs(delta) / turn)
        if turns:
            key = "rotate_left" if delta > 0 else "rotate_right"
            aimed.append(f"{step}:{key}*{turns}")
            heading += math.copysign(turns * turn, delta)
            step += turns
        shots = int(target.get("hits_to_break", 3) * cooldown * 1.5) + 1
        aimed.append(f"{step}:fire*{shots}")
        step += shots
    fly = prefix + [f"{start}:toggle_move", f"{start}:fire*{length}", f"{start}:rotate_left*{length}"]
    # The aimed round's first half: its shells, then none.
    half = [entry for entry in aimed if int(entry.split(":")[0]) < start + steps // 2]
    frames = start + length + 10
    return frames, {"plain": plain, "sweep": sweep, "fly": fly, "half": half, "aimed": aimed}


def play(binary, path, frames, script):
    """The --stats JSON of one headless round."""
    with tempfile.TemporaryDirectory(prefix="hitlab-medals-") as temp:
        out = os.path.join(temp, "stats.json")
        subprocess.run(
            [binary, "--mode", "shooter", "--level", path, "--frames", str(frames),
             "--script", ",".join(script), "--stats", out],
            check=True, env={**os.environ, "DISPLAY": ""},
        )
        with open(out) as f:
            return json.load(f)


def main():
    args = sys.argv[1:]
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    if not args:
        print(__doc__)
        return 2
    binary, arenas = args[0], args[1:]
    if not arenas:
        folder = os.path.join(os.path.dirname(__file__), "..", "..", "resources", "arenas")
        arenas = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".toml"))
    failed = 0
    for path in arenas:
        with open(path, "rb") as f:
            arena = tomllib.load(f)
        name = os.path.basename(path)
        if arena.get("practice"):
            print(f"{name}: practice (no clock, no medals)")
            continue
        frames, rounds = scripts(arena)
        only = os.environ.get("HITLAB_ROUNDS")
        if only:
            rounds = {k: v for k, v in rounds.items() if k in only.split(",")}
        played = {kind: play(binary, path, frames, s) for kind, s in rounds.items()}
        scores = sorted((r["score"], kind) for kind, r in played.items() if r["score"] > 0)
        if not scores:
            print(f"{name}: no round scored")
            failed += 1
            continue
        line = ", ".join(
            f"{kind} {r['score']} ({r['hits']}/{r['shots']}, misses {r['tip_misses'] + r['spin_misses']}, medal {r['medal']})"
            for kind, r in played.items()
        )
        print(f"{name}: {line}")
        condition = "\n  condition = \"no-tip-or-spin-misses\"" if arena.get("detection") in ("point", "swept") else ""
        bronze, gold = scores[0][0], scores[-1][0]
        # Two rounds that scored: silver half way, in tens.
        silver = scores[len(scores) // 2][0] if len(scores) > 2 else (bronze + gold) // 20 * 10
        print(f"  [medals]\n  bronze = {bronze}\n  silver = {silver}\n  gold = {gold}{condition}")
        if check:
            medals = arena.get("medals", {})
            order = ["bronze", "silver", "gold"]
            for kind, r in played.items():
                score = r["score"]
                reached = [m for m in order if m in medals and score >= medals[m]]
                expected = reached[-1] if reached else None
                if played[kind]["medal"] != expected:
                    print(f"  FAIL: the {kind} round ({score}) earned {played[kind]['medal']}, not {expected}")
                    failed += 1
            if played[scores[0][1]]["medal"] is None or played[scores[-1][1]]["medal"] != "gold":
                print("  FAIL: the lowest round must earn a medal and the highest gold")
                failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
