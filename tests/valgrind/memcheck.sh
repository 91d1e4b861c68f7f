#!/bin/sh
# Runs one binding test (python or luajit) under valgrind's memcheck, and
# makes the interpreter itself check, first thing, that memcheck is loaded
# into it (vgpreload_memcheck in /proc/self/maps): a wrapper that silently
# ran nothing under valgrind would otherwise pass.
#   meson test -C build --setup=bindings_memcheck --suite python --suite lua
# CPython runs with PYTHONMALLOC=malloc (its own allocator reads memory
# memcheck calls uninitialised); LuaJIT writes machine code, hence
# --smc-check. The suppressions (bindings.supp) cover only the
# interpreters' (and numpy's, which legal_array uses when installed) own
# leaks at exit, never a frame of libwargame.
here=$(cd "$(dirname "$0")" && pwd)
exe=$1
shift
case "$(basename "$exe")" in
luajit*)
    check='local f = io.open("/proc/self/maps") local m = f:read("*a") f:close()
           if not m:find("vgpreload_memcheck", 1, true) then
               io.stderr:write("memcheck.sh: luajit is not running under memcheck\n") os.exit(3)
           end'
    set -- "$exe" -e "$check" "$@"
    ;;
python*)
    # Debian's python3 by default (WG_MEMCHECK_PYTHON to choose another):
    # a pyenv-built CPython 3.11 floods memcheck with false uninitialised-
    # value reports from int.from_bytes. Else the real interpreter behind a
    # launcher: valgrind does not follow a shell script (pyenv's shim) into
    # the program it execs.
    if [ -n "${WG_MEMCHECK_PYTHON:-}" ]; then
        exe=$WG_MEMCHECK_PYTHON
    elif [ -x /usr/bin/python3 ]; then
        exe=/usr/bin/python3
    else
        exe=$("$exe" -c 'import sys; print(sys.executable)')
    fi
    export PYTHONMALLOC=malloc WG_EXPECT_MEMCHECK=1
    export PYTHONPATH="$here/pycheck${PYTHONPATH:+:$PYTHONPATH}"
    set -- "$exe" "$@"
    ;;
*)
    set -- "$exe" "$@"
    ;;
esac
exec valgrind --tool=memcheck --error-exitcode=1 --leak-check=full --num-callers=40 \
    --errors-for-leak-kinds=definite --show-leak-kinds=definite --smc-check=all-non-file \
    --suppressions="$here/bindings.supp" --quiet "$@"
