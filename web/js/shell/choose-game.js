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
