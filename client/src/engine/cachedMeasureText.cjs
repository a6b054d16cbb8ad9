// Phaser's MeasureText, remembered per font: Phaser measures a font's ascent and descent on a canvas for every Text it
// makes (a canvas from its pool, the font set, measureText), though they depend on the font and the test string
// alone. A game view makes a few hundred texts in a handful of fonts: on a phone slowed 4× the measuring was about a
// fifth of building the game view after a reload. The vite build points Phaser's own `require('./MeasureText')` here
// (client/build/leanPhaser.ts). The game's fonts are the system's (ui/theme.ts FONT); should a web font arrive
// later, the remembered figures are forgotten.
var MeasureText = require("phaser-src/gameobjects/text/MeasureText");

var measured = new Map();

/* global document */
if (typeof document !== "undefined" && document.fonts && document.fonts.addEventListener) {
  document.fonts.addEventListener("loadingdone", function () { measured.clear(); });
}

module.exports = function (textStyle) {
  var key = textStyle._font + "\n" + textStyle.testString + "\n" + textStyle.baselineX + "\n" + textStyle.baselineY;
  var m = measured.get(key);
  if (!m) {
    m = MeasureText(textStyle);
    measured.set(key, m);
  }
  // a copy: Phaser keeps the object as the style's own
  return { ascent: m.ascent, descent: m.descent, fontSize: m.fontSize };
};
