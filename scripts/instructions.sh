#!/usr/bin/env bash
# Instructions per simulation of a scenario, counted by valgrind (cachegrind, no cache model)
# on the built bundle with V8's --predictable (single-threaded compilation, fixed hash seed):
# the same count on a busy machine as on a quiet one, so two builds can be compared where
# timed benchmarks drown in noise. Two runs of `warsim run` on one worker thread, of N and
# 11·N simulations; the difference over 10·N is the cost of one simulation, start-up and
# reports cancelling out. Needs valgrind (apt-get install -y valgrind); takes a minute or two.
#
#   scripts/instructions.sh scenarios/wfb4/bench-battle.yaml [N=2000]
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=${1:?usage: scripts/instructions.sh <scenario> [N]}
n=${2:-2000}
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install -y valgrind)" >&2; exit 2; }
[ -f build/cli.js ] || node scripts/build.mjs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() {
  valgrind --tool=cachegrind --cache-sim=no --smc-check=all-non-file --cachegrind-out-file=/dev/null \
    node --predictable build/cli.js run "$scenario" --sims "$1" --threads 1 --quiet --out "$out/$1" 2>&1 \
    | sed -n 's/.*I *refs: *//p' | tr -d ','
}
# The two runs side by side: a count does not depend on what else the machine is doing.
count "$n" >"$out/small" &
count $((11 * n)) >"$out/big"
wait
small=$(cat "$out/small")
big=$(cat "$out/big")
echo "$scenario: $(( (big - small) / (10 * n) )) instructions a simulation (valgrind, $n and $((11 * n)) simulations)"
