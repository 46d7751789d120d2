#!/usr/bin/env bash
# Every test: unit and API integration (Vitest, real database), then end-to-end (Playwright in
# Debian's Chromium against the built product). DATABASE_URL, when set, is used by both. The PDF
# tests read their output with Debian's poppler-utils.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh
npx vitest run
npm run build
npx playwright test
