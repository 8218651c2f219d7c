#!/usr/bin/env bash
# Redraws the chromium-effects suite's reference images with headless Chromium (chromium on the
# PATH, or MORPH_CHROMIUM). Change the scenes with generate-cases.py first if needed.
set -euo pipefail
cd "$(dirname "$0")/../../../.."
MORPH_REGENERATE_CHROMIUM_EFFECTS=1 swift test --filter "ChromiumEffectsReferences"
