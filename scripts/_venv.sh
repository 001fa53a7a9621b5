# Shared by scripts/play and scripts/test: make sure .venv exists and holds
# this project (editable) with the requested extras.  Re-installs only when
# pyproject.toml or setup.py changed since the last install.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TSUKIJI_TABLE_VENV:-$ROOT/.venv}"

ensure_venv() {
    local extras="${1:-}"
    local py="${PYTHON:-}"
    if [ -z "$py" ]; then
        for candidate in python3.13 python3.12 python3.11 python3.10 python3; do
            if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
                py="$candidate"
                break
            fi
        done
    fi
    if [ -z "$py" ]; then
        echo "tsukiji-table needs Python 3.10 or newer; none was found on PATH." >&2
        exit 1
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        echo "Creating $VENV ..." >&2
        "$py" -m venv "$VENV" || { echo "Could not create a virtual environment (on Debian: apt install python3-venv)." >&2; exit 1; }
    fi
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
