"""Maps the repository's top-level folders onto the ``hearthwood`` namespace.

The user's layout keeps engine/, ui/, desktop/, resources/ and seeds/ at the top of the repository, but
installing them as top-level ``engine`` or ``ui`` would collide with other distributions; so each folder
is installed as ``hearthwood.<folder>``, for both editable and wheel installs.
"""

from setuptools import find_namespace_packages, find_packages, setup

MAPPED = ("engine", "ui", "desktop", "resources", "seeds")

packages = [f"hearthwood.{name}" for top in MAPPED for name in find_packages(include=[top, f"{top}.*"])]
# resources/ holds data folders without __init__.py; listed as namespace packages they are installed on purpose
# rather than through a setuptools fallback that warns it will go away.
data_folders = [f"hearthwood.{name}" for name in find_namespace_packages(include=["resources.*"])]
packages += [name for name in data_folders if name not in packages]
setup(
    packages=packages,
    package_dir={f"hearthwood.{top}": top for top in MAPPED},
    package_data={
        "hearthwood.resources": ["**/*.json", "**/*.svg", "**/*.png", "**/*.qm"],
        "hearthwood.seeds": ["*.md"],
    },
)
