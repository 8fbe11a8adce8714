# Hearthwood's override of PyInstaller's stock hook for PySide6.QtGui (the hooks in packaging/hooks win over
# the built-in ones). It collects the same things, minus Qt plug-ins the app never uses; dropping them here,
# before PyInstaller resolves shared-library dependencies, keeps the libraries they link out of the build
# too (filtering the Analysis afterwards would leave those behind).
#
# Kept: the xcb, wayland (xdg-shell, EGL, client-side decorations) and offscreen platforms, input methods,
# the image formats, the SVG icon engine (the window icon) and the desktop-portal theme (native dialogs).
from PyInstaller.utils.hooks.qt import add_qt6_dependencies

UNUSED_PLUGINS = (
    "imageformats/libqpdf",  # would pull in the whole of QtPdf
    # GTK theming would bundle this machine's cairo, pango and gdk-pixbuf next to the user's own GTK
    "platformthemes/libqgtk3",
    # embedded and kiosk platforms, with their display and input back ends
    "platforms/libqeglfs",
    "platforms/libqlinuxfb",
    "platforms/libqminimal",
    "platforms/libqvnc",
    "platforms/libqvkkhrdisplay",
    "egldeviceintegrations/",
    "generic/",
    # Wayland shells only Qt-based compositors or kiosks speak; desktops use xdg-shell
    "wayland-shell-integration/libivi-shell",
    "wayland-shell-integration/libfullscreen-shell",
    "wayland-shell-integration/libwl-shell",
    "wayland-shell-integration/libqt-shell",
    "wayland-graphics-integration-client/lib",  # server-buffer plug-ins; the EGL one is re-admitted below
)
KEEP = ("wayland-graphics-integration-client/libqt-plugin-wayland-egl",)


def _wanted(source: str) -> bool:
    path = source.replace("\\", "/")
    return any(part in path for part in KEEP) or not any(f"/plugins/{part}" in path for part in UNUSED_PLUGINS)


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(source, dest) for source, dest in binaries if _wanted(source)]
