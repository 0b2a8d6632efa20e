#!/bin/sh
# The playground's browser tests drive Debian's Chromium through playwright-core (browser
# downloads are not possible on our machines). Installs it once; does nothing when present.
set -e
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null
