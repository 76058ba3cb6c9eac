"""The app's look: the Qt style sheet shared by the table and the analysis
window (each adds its own rules after ``BASE``)."""

from __future__ import annotations

from pathlib import Path

import resources

# the combo boxes' arrow (and the date fields' calendar button): a drop-down styled to keep the rounded border
# loses Qt's own arrow
COMBO_ARROW = Path(resources.__file__).resolve().parent / "ui" / "combo-arrow.svg"
COMBO_ARROW_OFF = COMBO_ARROW.with_name("combo-arrow-disabled.svg")  # a disabled box's, greyed
# the spin boxes' up arrow (their down arrow is the combo boxes'): styled, a spin box loses Qt's buttons, and
# a disabled one is styled (greyed as a disabled combo box), so every one is
SPIN_UP = COMBO_ARROW.with_name("spin-up.svg")
SPIN_UP_OFF = COMBO_ARROW.with_name("spin-up-disabled.svg")

BASE = """
QMainWindow, #Central { background: #24180f; }
#Side { background: #f1e2bd; }
#Side QLabel { color: #3a2a1a; }
QPushButton { background: #efe0bb; border: 1px solid #8c6a3c; border-radius: 6px; padding: 6px 10px;
              color: #3a2a1a; font-size: 13px; }
QPushButton:hover { background: #f7ecd0; }
QPushButton:disabled { background: #ddd2bb; color: #9a8c72; border-color: #c0b090; }
QPushButton#Primary { background: #7a2e1c; color: #fff4e0; border-color: #4a1a0c; font-weight: bold; }
QPushButton#Primary:hover { background: #933a24; }
QPushButton#Primary:disabled { background: #e6d6cc; color: #8a5a4a; border-color: #c8a898; }
QListWidget { background: #fbf5e6; border: 1px solid #c9ab74; border-radius: 8px; color: #3a2a1a;
              font-size: 12px; }
QTextEdit#GameLog { background: #fbf5e6; border: 1px solid #c9ab74; border-radius: 8px; color: #3a2a1a;
                    font-size: 12px; }
QComboBox { background: #fbf5e6; color: #3a2a1a; border: 1px solid #8c6a3c; border-radius: 5px; padding: 3px 6px; }
QComboBox::drop-down, QDateEdit::drop-down { border: none; width: 16px; }
QComboBox::down-arrow, QDateEdit::down-arrow { image: url("%ARROW%"); width: 10px; height: 6px; }
QComboBox:disabled { background: #efe6d2; color: #9a8c72; border-color: #c0b090; }
QComboBox::down-arrow:disabled, QDateEdit::down-arrow:disabled { image: url("%ARROW_OFF%"); }
QSpinBox { background: #fbf5e6; color: #3a2a1a; border: 1px solid #8c6a3c; border-radius: 5px; padding: 1px 6px 2px; }
QSpinBox::up-button, QSpinBox::down-button { border: none; width: 16px; }
QSpinBox::up-arrow { image: url("%SPIN_UP%"); width: 8px; height: 5px; }
QSpinBox::down-arrow { image: url("%ARROW%"); width: 8px; height: 5px; }
QSpinBox:disabled { background: #efe6d2; color: #9a8c72; border-color: #c0b090; }
QSpinBox::up-arrow:disabled { image: url("%SPIN_UP_OFF%"); }
QSpinBox::down-arrow:disabled { image: url("%ARROW_OFF%"); }
QToolTip { background: #fff8e4; color: #3a2a1a; border: 1px solid #8c6a3c; }
""".replace("%ARROW%", COMBO_ARROW.as_posix()).replace("%ARROW_OFF%", COMBO_ARROW_OFF.as_posix()) \
    .replace("%SPIN_UP%", SPIN_UP.as_posix()).replace("%SPIN_UP_OFF%", SPIN_UP_OFF.as_posix())
