#!/bin/sh
# Regenerates the NAME.expected files of the builtin runtime tests from their Go twins NAME.go,
# by running real Go through the same harness that checks them
# (compiler/tests/builtin_runtime.rs). Review the diff before committing.
set -eu
cd "$(dirname "$0")/../../.."
command -v go >/dev/null || { echo "regen.sh: go is not on PATH" >&2; exit 1; }
SO_BUILTIN_REGEN=1 cargo test -p solod --test builtin_runtime -- builtin_runtime_matches_go
