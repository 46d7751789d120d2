#!/usr/bin/env bash
# The signed-record PDF tests read their PDFs with Debian's poppler-utils (pdftotext, pdfinfo,
# pdftoppm, pdfsig), outside our own code, the way a reader's viewer would.
set -euo pipefail
if command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null && command -v pdftoppm >/dev/null && command -v pdfsig >/dev/null; then
  exit 0
fi
echo "poppler-utils is missing: installing Debian's poppler-utils package…"
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root, or install it yourself: sudo apt-get update && sudo apt-get install -y poppler-utils" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq poppler-utils >/dev/null
echo "poppler-utils installed: $(command -v pdftotext)"
