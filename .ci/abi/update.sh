#!/usr/bin/env bash
# Write the ABI baseline that .ci/run's abi stage compares against:
#   .ci/abi/update.sh [BUILD_DIR]     (default: build, as the README sets it up)
# The build must carry debug info (the default debugoptimized does). Review
# `git diff .ci/abi/libwargame.abi` and commit it with the change that
# intentionally moves the ABI (and bump the SONAME if it is incompatible).
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.."

build=${1:-build}
lib=$build/lib/libwargame.so.1
[ -e "$lib" ] || { echo "update.sh: $lib not found: build the library first" >&2; exit 1; }

# No absolute build paths in the committed file: it must not depend on
# where the tree was checked out.
abidw --headers-dir include/wargame --no-corpus-path --no-comp-dir-path --short-locs \
    --out-file .ci/abi/libwargame.abi "$lib"
echo "wrote .ci/abi/libwargame.abi from $lib"
