#!/usr/bin/env bash
# Translation catalogues (resources/i18n/mor_LANG.ts -> mor_LANG.qm), with the
# tools PySide6-Essentials ships:
#   scripts/i18n.sh update   collect the strings of core/ and mor_qt/ into the .ts files (pyside6-lupdate;
#                            mor_en.ts holds only the English plural forms of the %n strings)
#   scripts/i18n.sh build    compile every .ts into its .qm (pyside6-lrelease); bootstrap.sh runs this
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.venv/bin}
LANGS="fr"
case "${1:-build}" in
    update)
        sources=$(git ls-files 'core/*.py' 'mor_qt/*.py' 'mor_qt/**/*.py' 2>/dev/null || find core mor_qt -name '*.py')
        for lang in $LANGS; do
            # shellcheck disable=SC2086
            "$BIN/pyside6-lupdate" -no-obsolete -locations none -target-language "$lang" $sources \
                -ts "resources/i18n/mor_$lang.ts"
        done
        # English needs only its plural forms ("%n card(s)" -> "1 card", "2 cards")
        # shellcheck disable=SC2086
        "$BIN/pyside6-lupdate" -no-obsolete -locations none -pluralonly -target-language en $sources \
            -ts resources/i18n/mor_en.ts
        ;;
    build)
        for ts in resources/i18n/*.ts; do
            "$BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
        done
        ;;
    *)
        echo "usage: scripts/i18n.sh update|build" >&2
        exit 2
        ;;
esac
