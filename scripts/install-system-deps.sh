#!/bin/sh
# Debian packages the tests need, installed once (does nothing when present; no downloads
# outside Debian's packages): Chromium for the playground's browser tests (playwright-core drives
# it), redis-server for the census queue's integration test (src/cli/census/queue.test.ts).
set -e
sh "$(dirname "$0")/install-chromium.sh"
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
command -v redis-server >/dev/null
