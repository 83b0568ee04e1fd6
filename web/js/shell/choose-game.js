// Runs in <head> before the page is drawn (a classic script: the CSP allows no inline one).
// One page serves the three games; its file name picks the game (index.html or the folder:
// Dominoes, hus.html, wuhsing.html: build.py writes the same page under each name). It marks
// html[data-game], turns on only that game's stylesheet and shows its icon, so the first frame
// is already the right game's. js/shell/app.js switches games later without a reload (and does
// the same three things through useGame below).
//
// The installed app starts at manifest.webmanifest's start_url, ./?launch=app: that address
// opens the game the player had on screen last (settings.page.game, kept by js/shell/app.js
// through storage.js), and the address bar then shows that game's own address (launch=app is
// taken out, the rest of the query and the fragment stay).

/** The page's settings (storage.js: settings.page) from the save, else its spare copy; {} when
 *  there are none or they cannot be read. Never throws. */
function gamutStoredPage() {
  var keys = ['gamut.v1', 'gamut.v1.keep'];
  for (var i = 0; i < keys.length; i++) {
    try {
      var d = JSON.parse(localStorage.getItem(keys[i]));
      if (d && d.settings) {
        var page = d.settings.page;
        return page && typeof page === 'object' && !Array.isArray(page) ? page : {};
      }
    } catch (e) {
      // unreadable or no storage here: the next
    }
  }
  return {};
}

(function launchedApp() {
  var FILES = { dominoes: 'index.html', hus: 'hus.html', wuhsing: 'wuhsing.html' };
  try {
    var url = new URL(location.href);
    if (url.searchParams.get('launch') !== 'app') return;
    url.searchParams.delete('launch');
    var last = gamutStoredPage().game;
    var m = /(?:^|\/)(hus|wuhsing)\.html$/.exec(url.pathname);
    if (Object.prototype.hasOwnProperty.call(FILES, last) && last !== (m ? m[1] : 'dominoes')) {
      url.pathname = url.pathname.replace(/[^/]*$/, FILES[last]);
    }
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  } catch (e) {
    // no URL or history API here: the address's own game
  }
})();

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
    var t = gamutStoredPage().theme;
    return CHOICES.indexOf(t) >= 0 ? t : 'system';
  }
  function apply(next) {
    choice = CHOICES.indexOf(next) >= 0 ? next : 'system';
    var theme = choice === 'system' ? (query && query.matches ? 'light' : 'dark') : choice;
    var root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.themeChoice = choice;
    var scheme = document.querySelector('meta[name="color-scheme"]');
    if (scheme) scheme.content = theme;
    // one theme-color per system scheme (index.html): "system" gives each its own scheme's
    // colour back, a chosen theme puts its colour into both
    var bars = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < bars.length; i++) {
      var own = /light/.test(bars[i].media || '') ? 'light' : 'dark';
      bars[i].content = BAR[choice === 'system' ? own : theme];
    }
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
