#!/bin/sh
# Regenerates the expected outputs of the held-out library programs by running real Go: each
# testdata/holdout-stdlib/NAME/ gets expected.stdout, expected.stderr and expected.exit, exactly
# as testdata/regen-modules.sh does for testdata/modules (it does the work).
#
# Usage: testdata/holdout-stdlib/regen.sh [OUTDIR]   (OUTDIR defaults to this folder)
# Never edit the generated files by hand.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
MODULES=holdout-stdlib exec sh "$here/../regen-modules.sh" "$@"
