"""PyInstaller's entry script: the same ``main()`` the ``hearthwood`` console script runs."""

import multiprocessing
import sys

from hearthwood.desktop.app import main

if __name__ == "__main__":
    # The AI's helper process is this executable started again; here it must run the helper, not the app.
    multiprocessing.freeze_support()
    sys.exit(main())
