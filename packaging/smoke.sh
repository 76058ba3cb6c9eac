#!/usr/bin/env bash
# Smoke test of the PyInstaller builds (run packaging/build.sh first): each program
#  - prints "mor VERSION" for --version,
#  - renders a new game offscreen to a PNG (--screenshot),
#  - lets an mcts:it=200 bot search a few decisions in its worker process (--selftest)
#    and reports iterations > 0 for every one of them,
#  - can host a network table: `--server --host 127.0.0.1 --port 0 --data DIR --json` prints
#    {"listening": "127.0.0.1:PORT"} first, then stops on SIGTERM with status 0,
# with nothing on stderr and nothing written to the data folder.  Exit 0 when all pass.
#   bash packaging/smoke.sh [PROGRAM...]      (default: dist/mor/mor and dist/mor-linux-*)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
    programs=("$@")
else
    programs=(dist/mor/mor dist/mor-linux-*)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
export MOR_DATA_DIR="$work/data"   # never the user's saves or logs
fail() { echo "smoke: FAIL: $*" >&2; exit 1; }

for prog in "${programs[@]}"; do
    [ -x "$prog" ] || fail "$prog is not built (bash packaging/build.sh)"
    start=$(date +%s)
    version=$("$prog" --version 2>"$work/err")
    [[ "$version" =~ ^mor\ [0-9] ]] || fail "$prog --version printed '$version'"
    [ ! -s "$work/err" ] || fail "$prog --version wrote to stderr: $(cat "$work/err")"

    "$prog" --screenshot "$work/new-game.png" 2>"$work/err" || fail "$prog --screenshot failed: $(cat "$work/err")"
    [ ! -s "$work/err" ] || fail "$prog --screenshot wrote to stderr: $(cat "$work/err")"
    [ "$(head -c 8 "$work/new-game.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
        || fail "$prog --screenshot did not write a PNG"

    "$prog" --selftest >"$work/selftest.json" 2>"$work/err" || fail "$prog --selftest failed: $(cat "$work/selftest.json" "$work/err")"
    [ ! -s "$work/err" ] || fail "$prog --selftest wrote to stderr: $(cat "$work/err")"
    iterations=$(python3 -c 'import json, sys; r = json.load(sys.stdin); print(r["iterations"] if r["ok"] else 0)' \
        <"$work/selftest.json") || fail "$prog --selftest printed no report: $(cat "$work/selftest.json")"
    [ "$iterations" -gt 0 ] || fail "$prog: the bot did not search: $(cat "$work/selftest.json")"

    # hosting: the same program in server mode (the app starts it for Game > Host network table)
    "$prog" --server --host 127.0.0.1 --port 0 --data "$work/server" --json >"$work/server.out" 2>"$work/err" &
    server=$!
    listening=""
    for _ in $(seq 1 300); do  # up to 30 s for the first line
        listening=$(head -n 1 "$work/server.out" 2>/dev/null || true)
        [ -n "$listening" ] && break
        kill -0 "$server" 2>/dev/null || break
        sleep 0.1
    done
    kill -TERM "$server" 2>/dev/null || true
    status=0
    wait "$server" || status=$?
    [[ "$listening" =~ ^\{\"listening\":\ \"127\.0\.0\.1:[0-9]+\"\}$ ]] \
        || fail "$prog --server printed '$listening', not the listening line: $(cat "$work/err")"
    [ "$status" -eq 0 ] || fail "$prog --server did not stop cleanly on SIGTERM (status $status)"

    if [ -d "$MOR_DATA_DIR" ] && [ -n "$(ls -A "$MOR_DATA_DIR")" ]; then
        fail "$prog wrote to the data folder: $(ls -A "$MOR_DATA_DIR")"
    fi
    echo "smoke: ok  $prog  ($version, $iterations search iterations, $(( $(date +%s) - start )) s)"
done
