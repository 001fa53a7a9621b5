"""Ship rules/ and assets/ inside the installed package as tsukiji_table/_data/.

Everything else is in pyproject.toml.  In a checkout (or an editable install)
the program reads rules/ and assets/ from the top of the tree instead; see
tsukiji_table/paths.py.
"""

import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))


class BuildWithData(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for name in ("rules", "assets"):
            src = os.path.join(HERE, name)
            dst = os.path.join(self.build_lib, "tsukiji_table", "_data", name)
            if os.path.isdir(src):
                shutil.copytree(src, dst, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithData})
