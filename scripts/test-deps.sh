#!/usr/bin/env bash
# `npm test` runs this first (npm's pretest): the browser and end-to-end tests need Debian's Chromium, and the printing
# tests poppler-utils (pdfinfo, pdftoppm). Installs what is missing with apt-get (as root, or with sudo without a
# password); otherwise says what to install and stops, rather than letting those tests fail one by one.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/nonexistent}" ] || need+=(chromium)
command -v pdfinfo >/dev/null 2>&1 || need+=(poppler-utils)
((${#need[@]})) || exit 0
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd=(sudo -n); else
    echo "npm test needs: ${need[*]} (Debian/Ubuntu: sudo apt-get install -y ${need[*]})" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs: ${need[*]}; install them with your system's package manager (or set CHROMIUM_PATH)" >&2
  exit 1
fi
echo "test: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq </dev/null >/dev/null
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" </dev/null >/dev/null
