#!/usr/bin/python3
"""The smallest WebKitGTK browser WebKitWebDriver can drive, for the cross-engine suite.

WebKitWebDriver starts it with --automation. Unlike Debian's MiniBrowser, which runs automation
sessions private and then logs nothing, it keeps its data in a temporary directory (removed when
it quits) and has WebKit write every console message, errors and content security policy
reports included, to the file named by WEBKIT_CONSOLE_LOG, where the suite reads them.

WebKit's processes print the console to their standard output, which the C library holds back
in a buffer when it is a file or a pipe; on a terminal it writes each line at once. So they get
a pseudo-terminal, and a thread copies what comes out of it to the file as it comes.
"""
import atexit
import os
import pty
import shutil
import signal
import sys
import tempfile
import threading
import tty

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402


def refuse(_view, request):
    request.deny()
    return True


def create_web_view(_session, context):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    view.get_settings().set_enable_write_console_messages_to_stdout(True)
    window = Gtk.Window()
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    # A visitor who says no: every request for a permission (the location among them) is refused.
    view.connect("permission-request", refuse)
    window.show_all()
    return view


def copy_output_to(log):
    """Points this process's output, which WebKit's processes inherit, at a line-buffered
    pseudo-terminal, and copies every byte written to it into the file `log`."""
    reader, writer = pty.openpty()
    tty.setraw(writer)  # bytes as written: no echo, no line-ending translation
    out = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def copy():
        while True:
            try:
                data = os.read(reader, 65536)
            except OSError:
                return
            if not data:
                return
            os.write(out, data)

    threading.Thread(target=copy, daemon=True).start()
    os.dup2(writer, 1)
    os.dup2(writer, 2)


def main():
    log = os.environ.get("WEBKIT_CONSOLE_LOG")
    if log:
        copy_output_to(log)
    data = tempfile.mkdtemp(prefix="webkit-session-")
    atexit.register(shutil.rmtree, data, True)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, Gtk.main_quit)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGINT, Gtk.main_quit)

    manager = WebKit2.WebsiteDataManager(
        base_data_directory=os.path.join(data, "data"),
        base_cache_directory=os.path.join(data, "cache"),
    )
    context = WebKit2.WebContext(website_data_manager=manager)
    context.set_automation_allowed("--automation" in sys.argv)

    def automation_started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name("SiteCheckWebKit")
        info.set_version(1, 0, 0)
        session.set_application_info(info)
        session.connect("create-web-view", create_web_view, context)

    context.connect("automation-started", automation_started)
    Gtk.main()


if __name__ == "__main__":
    main()
