#!/bin/sh
# Makes fonts/DejaVuSans-Bold-subset.ttf, the font every picture's text is drawn with: DejaVu Sans
# Bold (Debian's fonts-dejavu-core) cut down to the letters a board can show (Basic Latin,
# Latin-1, Latin Extended-A, general punctuation, the multiplication and minus signs), without
# hinting, which resvg does not use. A font this small loads in a fraction of the time of the
# whole one on every render. Needs Debian's python3-fonttools. The licence is fonts/DejaVu-LICENSE.txt.
set -e
cd "$(dirname "$0")/.."
"${PYTHON:-/usr/bin/python3}" -m fontTools.subset /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
  --unicodes='U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+2212,U+2715' \
  --no-hinting --desubroutinize --layout-features='kern,liga' \
  --output-file=fonts/DejaVuSans-Bold-subset.ttf
ls -l fonts/DejaVuSans-Bold-subset.ttf
