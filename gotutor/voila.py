"""A lesson as a web app with Voila, needing nothing outside its own server.

    python -m gotutor.voila lessons/en/01-liberties.ipynb [more voila options]

runs `voila` with gotutor's template ("gotutor": Voila's lab template without the Font
Awesome style sheets it would fetch from a public CDN) and without the JupyterLab
extensions that are not meant for Voila (Notebook 7's, which logs a shared-module error
there), and with the Cookie header passed to the kernel (HTTP_COOKIE): the
template gives each browser an id (the cookie `gotutor_visitor`, set on the first
visit, which reloads the page once) and the kernel keeps that visitor's progress apart
(`gotutor.progress.progress_file`). `arguments()` and `environment()` give the same
settings to whoever starts Voila another way (the tests do). The template is also
installed with the wheel, in share/jupyter/voila/templates/gotutor, so
`voila --template=gotutor` finds it there.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["DENIED_EXTENSIONS", "TEMPLATE", "arguments", "environment", "main"]

#: the Voila template in gotutor/jupyter/voila/templates/
TEMPLATE = "gotutor"
#: JupyterLab extensions Voila must not load: Notebook 7's (its lab extension expects
#: JupyterLab's shared modules, which Voila does not share: a console error)
DENIED_EXTENSIONS = ("@jupyter-notebook/lab-extension",)

_JUPYTER = Path(__file__).parent / "jupyter"


def arguments() -> list[str]:
    """Returns the Voila command-line options gotutor's lessons need."""
    denied = ", ".join(f'"{name}"' for name in DENIED_EXTENSIONS)
    return [f"--template={TEMPLATE}",
            f"--VoilaConfiguration.extension_denylist=[{denied}]",
            # the visitor's cookie reaches the kernel: each visitor's own progress
            "--VoilaConfiguration.http_header_envs=['Cookie']"]


def environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """Returns `base` (os.environ by default) with gotutor's template folder first on
    JUPYTER_PATH, where Voila looks for templates."""
    env = dict(os.environ if base is None else base)
    paths = [str(_JUPYTER), *filter(None, env.get("JUPYTER_PATH", "").split(os.pathsep))]
    env["JUPYTER_PATH"] = os.pathsep.join(paths)
    return env


def main(argv: list[str] | None = None) -> int:
    """Runs Voila on the notebook and options in `argv`. On POSIX this process becomes
    Voila (exec): a signal sent to it (SIGTERM from `kill` or a service manager, Ctrl+C)
    reaches the real server, which stops its kernels, and nothing is left running.
    Elsewhere Voila runs as a child whose exit status is returned; the signals this
    process gets are passed on to it."""
    args = sys.argv[1:] if argv is None else argv
    command = [sys.executable, "-m", "voila", *args, *arguments()]
    env = environment()
    if os.name == "posix":
        sys.stdout.flush()
        sys.stderr.flush()
        os.execve(sys.executable, command, env)  # does not return
    child = subprocess.Popen(command, env=env)

    def forward(signum: int, _frame: object) -> None:
        child.send_signal(signum)

    for name in ("SIGTERM", "SIGINT", "SIGBREAK"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), forward)
    return child.wait()


if __name__ == "__main__":  # pragma: no cover - a command
    raise SystemExit(main())
