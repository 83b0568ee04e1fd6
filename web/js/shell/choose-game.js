// Runs in <head> before the page is drawn (a classic script: the CSP allows no inline one).
// One page serves the three games; its file name picks the game (index.html or the folder:
// Dominoes, hus.html, wuhsing.html: build.py writes the same page under each name). It marks
// html[data-game], turns on only that game's stylesheet and shows its icon, so the first frame
// is already the right game's. js/shell/app.js switches games later without a reload (and does
// the same three things through useGame below).
(function chooseGame() {
  var m = /(?:^|\/)(hus|wuhsing)\.html$/.exec(location.pathname);
  var game = m ? m[1] : 'dominoes';
  function useGame(name) {
    document.documentElement.dataset.game = name;
    var links = document.querySelectorAll('link[data-game]');
    for (var i = 0; i < links.length; i++) links[i].disabled = links[i].dataset.game !== name;
    var icon = document.getElementById('icon');
    if (icon && icon.dataset[name]) icon.href = icon.dataset[name];
  }
  useGame(game);
  // the title until the page's module names the game in its language (Hus, Wu Hsing: the same
  // in every language)
  if (game === 'hus') document.title = 'Hus';
  else if (game === 'wuhsing') document.title = 'Wu Hsing';
  window.gamutUseGame = useGame;
})();

// The colour theme, before the first frame too (no flash of the wrong theme): the choice kept
// with the settings (storage.js: settings.page.theme, "system" | "light" | "dark"; anything else
// counts as "system"), "system" following the system's prefers-color-scheme, also when that
// changes while the page is open. It marks html[data-theme] (light or dark: main.css swaps the
// colours) and html[data-theme-choice], and sets the color-scheme and theme-color meta tags so
// form controls and the browser's own bars follow. js/shell/theme-setting.js calls
// gamutApplyTheme(choice) when the player picks a theme.
(function chooseTheme() {
  var CHOICES = ['system', 'light', 'dark'];
  var BAR = { light: '#f3efe4', dark: '#13241b' };
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: light)') : null;
  var choice = 'system';
  function stored() {
    // the save first, then its spare copy (storage.js writes both); never throws
    var keys = ['gamut.v1', 'gamut.v1.keep'];
    for (var i = 0; i < keys.length; i++) {
      try {
        var d = JSON.parse(localStorage.getItem(keys[i]));
        var t = d && d.settings && d.settings.page && d.settings.page.theme;
        if (d && d.settings) return CHOICES.indexOf(t) >= 0 ? t : 'system';
      } catch (e) {
        // unreadable or no storage here: the next, or the system's preference
      }
    }
    return 'system';
  }
  function apply(next) {
    choice = CHOICES.indexOf(next) >= 0 ? next : 'system';
    var theme = choice === 'system' ? (query && query.matches ? 'light' : 'dark') : choice;
    var root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.themeChoice = choice;
    var scheme = document.querySelector('meta[name="color-scheme"]');
    if (scheme) scheme.content = theme;
    var bar = document.querySelector('meta[name="theme-color"]');
    if (bar) bar.content = BAR[theme];
    return theme;
  }
  apply(stored());
  if (query) {
    var follow = function () { if (choice === 'system') apply('system'); };
    if (query.addEventListener) query.addEventListener('change', follow);
    else if (query.addListener) query.addListener(follow);
  }
  // another tab changed the choice
  window.addEventListener('storage', function (ev) {
    if (ev.key !== 'gamut.v1') return;
    var next = stored();
    if (next !== choice) {
      apply(next);
      window.dispatchEvent(new CustomEvent('gamut:theme', { detail: { choice: next } }));
    }
  });
  window.gamutApplyTheme = apply;
  window.gamutThemeChoice = function () { return choice; };
})();
