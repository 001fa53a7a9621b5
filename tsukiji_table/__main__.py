from __future__ import annotations

from tsukiji_table.cli import main

raise SystemExit(main())
