#!/bin/sh
# Debian's Chromium and chromedriver for the browser tests (tests/browser), when missing.
# `make test` runs this; nothing is downloaded outside the distribution's packages.
set -eu
if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium chromium-driver
