# Shared by scripts/play and scripts/test: make sure .venv exists and holds
# this project (editable) with the requested extras.  Re-installs only when
# pyproject.toml or setup.py changed since the last install.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TSUKIJI_TABLE_VENV:-$ROOT/.venv}"

make_venv() {
    # PYTHON if set; else the newest Python 3.10+ that can make a venv, each version first as the distribution
    # installed it (/usr/bin: Debian's and Ubuntu's are built with profile-guided and link-time optimisation, and
    # run the games 10-20% faster than a plain build from source such as pyenv's), then as found on PATH.
    local candidates=("${PYTHON:-}")
    [ -n "${PYTHON:-}" ] || candidates=(/usr/bin/python3.13 python3.13 /usr/bin/python3.12 python3.12 /usr/bin/python3.11 python3.11 /usr/bin/python3.10 python3.10 python3)
    local candidate made="" had=""
    [ -e "$VENV" ] && had=1
    for candidate in "${candidates[@]}"; do
        command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null || continue
        echo "Creating $VENV with $(command -v "$candidate") (Python $("$candidate" -c 'import sys; print(sys.version.split()[0])')) ..." >&2
        if "$candidate" -m venv "$VENV" >/dev/null 2>&1; then
            made=1
            break
        fi
        echo "  it could not (no venv module?): trying the next Python" >&2
        [ -n "$had" ] || rm -rf "$VENV"  # (on Debian without python3-venv: half a venv, without pip)
    done
    if [ -z "$made" ]; then
        if [ -n "${PYTHON:-}" ]; then
            echo "Could not create a virtual environment with PYTHON=$PYTHON (it needs Python 3.10 or newer with venv)." >&2
        else
            echo "tsukiji-table needs Python 3.10 or newer with venv; none was found (on Debian: apt install python3-venv)." >&2
        fi
        exit 1
    fi
}

ensure_venv() {
    local extras="${1:-}"
    [ -x "$VENV/bin/python" ] || make_venv
    local stamp="$VENV/.tsukiji-table-installed"
    local hash have=""
    hash="$(cat "$ROOT/pyproject.toml" "$ROOT/setup.py" | sha256sum | cut -c1-16)"
    [ -f "$stamp" ] && have="$(cat "$stamp")"
    # An install with the test extra also serves the plain game.
    if [ "$have" != "$hash+$extras" ] && { [ -n "$extras" ] || [ "${have%%+*}" != "$hash" ]; }; then
        echo "Installing tsukiji-table into $VENV ..." >&2
        "$VENV/bin/python" -m pip install -q --upgrade pip setuptools wheel >&2
        local target="$ROOT"
        [ -n "$extras" ] && target="$ROOT[$extras]"
        "$VENV/bin/python" -m pip install -q -e "$target" >&2
        echo "$hash+$extras" > "$stamp"
    fi
}
