"""Maps the repository's top-level folders onto the ``hearthwood`` namespace.

The user's layout keeps engine/, ui/, desktop/, resources/ and seeds/ at the top of the repository, but
installing them as top-level ``engine`` or ``ui`` would collide with other distributions; so each folder
is installed as ``hearthwood.<folder>``, for both editable and wheel installs.
"""

from setuptools import find_packages, setup

MAPPED = ("engine", "ui", "desktop", "resources", "seeds")

packages = [f"hearthwood.{name}" for top in MAPPED for name in find_packages(include=[top, f"{top}.*"])]
setup(
    packages=packages,
    package_dir={f"hearthwood.{top}": top for top in MAPPED},
    package_data={
        "hearthwood.resources": ["**/*.json", "**/*.svg", "**/*.png", "**/*.qm"],
        "hearthwood.seeds": ["*.md"],
    },
)
