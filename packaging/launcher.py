"""PyInstaller's entry script: the same ``main()`` the ``hearthwood`` console script runs."""

import sys

from hearthwood.desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
